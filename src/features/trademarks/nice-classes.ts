// Which Nice classes a product's top-level category sells in: the classes a mark must be registered in
// for a title's use of it to be a use "in a relevant class" (docs/ip.md). Keyed by the category's
// English name, which is stable across snapshots while ids are the data source's own.
export const CATEGORY_NICE_CLASSES: Readonly<Record<string, readonly number[]>> = {
  "Women's Clothing": [25, 14, 18],
  "Men's Clothing": [25, 14, 18],
  'Home & Kitchen': [21, 20, 24, 8, 11],
  'Beauty & Health': [3, 8, 21, 5],
  'Toys & Games': [28, 9, 16],
  'Pet Supplies': [18, 28, 21, 31],
  'Sports & Outdoors': [28, 25, 22, 21],
  Electronics: [9, 11],
  'Phone Accessories': [9, 18],
  'Jewelry & Accessories': [14, 26, 18, 9],
  'Bags & Luggage': [18, 25],
  Shoes: [25],
  'Baby & Maternity': [10, 25, 28, 20],
  Automotive: [12, 9],
  'Tools & Home Improvement': [8, 7, 6, 9],
  'Office & School Supplies': [16, 9],
  'Arts & Crafts': [16, 2, 26],
  'Patio & Garden': [8, 11, 21, 20],
  'Health & Household': [10, 5, 21, 3],
  Appliances: [11, 7, 9],
}
