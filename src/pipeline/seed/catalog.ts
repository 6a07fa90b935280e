// The Temu-like category tree of the demo data, with the bilingual vocabulary product titles and
// keywords are composed from, and the reference lists behind the trademark and patent generators.
//
// Terms are written as `English|中文` pairs and lists as `a|甲; b|乙`: compact enough to review
// 200 leaves at a glance. A title is a slot sequence, e.g.
//   who style material feature NOUN, detail, colour, use
//   "Women's Casual Floral Print V-Neck Midi Dress, Short Sleeve, Summer"
//   "女士休闲碎花印花V领中长连衣裙 短袖 夏季"
// Chinese prefixes are concatenated without spaces (as Temu's Chinese titles are) and the trailing
// slots are separated by spaces. Every term of a title is recorded as a bit of a 64-bit mask, so a
// keyword made of terms can find, with two integer ANDs, the products whose titles contain it.
import { PALETTE, type ShapeName } from '../../features/catalog/product-image.ts'
import type { Rng } from './random.ts'

export interface Term {
  en: string
  cn: string
}

export type Slot = 'who' | 'style' | 'material' | 'feature' | 'noun' | 'detail' | 'color' | 'use'
/** Slots that precede the noun (joined without spaces in Chinese); the rest trail after commas. */
const PREFIX_SLOTS: readonly Slot[] = ['who', 'style', 'material', 'feature', 'noun']

interface PoolSpec {
  who?: string
  style?: string
  material?: string
  feature?: string
  detail?: string
  use?: string
  /** Probability that a title names its audience (1 for clothing, where Temu always does). */
  whoChance?: number
}

interface LeafSpec extends PoolSpec {
  en: string
  cn: string
  /** Typical (median) shelf price in US dollars. */
  price: number
  nouns: string
}

interface SubSpec extends PoolSpec {
  en: string
  cn: string
  leaves: LeafSpec[]
}

export type Seasonality = 'flat' | 'summer' | 'winter' | 'holiday' | 'spring' | 'school'

interface TopSpec extends PoolSpec {
  en: string
  cn: string
  shape: ShapeName
  /** Relative share of listings. */
  weight: number
  season: Seasonality
  /** Nice classes a brand in this category registers in. */
  nice: number[]
  /** Where its factories are (supplier locations). */
  cities: string
  /** Words store names end with. */
  storeWords: string
  subs: SubSpec[]
}

function leaf(en: string, cn: string, price: number, nouns: string, pools: PoolSpec = {}): LeafSpec {
  return { en, cn, price, nouns, ...pools }
}

// ---------------------------------------------------------------------------------------------
// The tree. Pools are inherited top → sub → leaf; a level that names a pool replaces it.

const TREE: TopSpec[] = [
  {
    en: "Women's Clothing",
    cn: '女装',
    shape: 'dress',
    weight: 12,
    season: 'summer',
    nice: [25],
    cities:
      'Guangzhou, Guangdong; Hangzhou, Zhejiang; Dongguan, Guangdong; Huzhou, Zhejiang; Quanzhou, Fujian',
    storeWords: 'Fashion; Boutique; Style; Closet; Wear; Apparel',
    who: "Women's|女士",
    whoChance: 1,
    style:
      'Casual|休闲; Elegant|优雅; Vintage|复古; Boho|波西米亚风; Minimalist|简约; Streetwear|街头风; Sexy|性感; Loose Fit|宽松; Slim Fit|修身; Plus Size|大码',
    material:
      'Floral Print|碎花印花; Solid Color|纯色; Striped|条纹; Plaid|格纹; Leopard Print|豹纹; Polka Dot|波点; Ribbed Knit|罗纹针织; Cotton Blend|棉混纺; Linen Blend|亚麻混纺; Satin|缎面',
    feature: 'Button Front|前排扣; Drawstring|抽绳; Tie Front|系带; Ruched|褶皱',
    detail: 'Short Sleeve|短袖; Long Sleeve|长袖; Sleeveless|无袖; With Pockets|带口袋',
    use: 'Summer|夏季; Spring & Fall|春秋; Winter|冬季; for Vacation|度假; for Daily Wear|日常穿搭; for Party|派对; for Work|通勤',
    subs: [
      {
        en: 'Dresses & Skirts',
        cn: '连衣裙与半身裙',
        leaves: [
          leaf(
            'Dresses',
            '连衣裙',
            11,
            'Dress|连衣裙; Midi Dress|中长连衣裙; Maxi Dress|长款连衣裙; Mini Dress|短款连衣裙; Wrap Dress|裹身连衣裙; Shirt Dress|衬衫连衣裙',
            {
              feature:
                'V-Neck|V领; Square Neck|方领; Ruffle Hem|荷叶边; Smocked|褶皱; Tie Waist|系带收腰; Off Shoulder|一字肩',
              detail:
                'Short Sleeve|短袖; Long Sleeve|长袖; Sleeveless|无袖; Puff Sleeve|泡泡袖; With Pockets|带口袋',
            },
          ),
          leaf(
            'Skirts',
            '半身裙',
            9,
            'Skirt|半身裙; Pleated Skirt|百褶半身裙; A-Line Skirt|A字半身裙; Pencil Skirt|包臀半身裙; Denim Skirt|牛仔半身裙; Maxi Skirt|长款半身裙',
            {
              feature: 'High Waist|高腰; Elastic Waist|松紧腰; Split Hem|开叉; Button Front|前排扣',
              detail: 'Knee Length|及膝; Midi Length|中长款; With Lining|带内衬; With Pockets|带口袋',
            },
          ),
          leaf(
            'Jumpsuits & Rompers',
            '连体裤',
            13,
            'Jumpsuit|连体裤; Romper|连体短裤; Overalls|背带裤; Wide Leg Jumpsuit|阔腿连体裤',
            {
              feature: 'V-Neck|V领; Halter Neck|挂脖; Belted|配腰带; Button Front|前排扣',
              detail: 'Short Sleeve|短袖; Sleeveless|无袖; With Pockets|带口袋',
            },
          ),
        ],
      },
      {
        en: 'Tops',
        cn: '上衣',
        leaves: [
          leaf(
            'T-Shirts',
            '女士T恤',
            6,
            'T-Shirt|T恤; Crop Top|短款上衣; Graphic Tee|印花T恤; Oversized Tee|宽松T恤',
            {
              feature: 'Crew Neck|圆领; V-Neck|V领; Drop Shoulder|落肩; Slogan|字母图案',
              detail: 'Short Sleeve|短袖; Long Sleeve|长袖; 2 Pack|2件装',
            },
          ),
          leaf(
            'Blouses & Shirts',
            '衬衫',
            9,
            'Blouse|衬衫; Chiffon Blouse|雪纺衬衫; Button-Up Shirt|纽扣衬衫; Tunic Top|长款上衣',
            {
              feature: 'Lace Trim|蕾丝边; Ruffle Trim|荷叶边; Notch Neck|翻领; Bow Tie|蝴蝶结',
              detail: 'Long Sleeve|长袖; Short Sleeve|短袖; Puff Sleeve|泡泡袖',
            },
          ),
          leaf(
            'Tank Tops & Camis',
            '背心吊带',
            5,
            'Tank Top|背心; Cami Top|吊带背心; Tube Top|抹胸; Halter Top|挂脖背心',
            {
              feature: 'Racerback|工字背; Built-In Bra|带胸垫; Seamless|无缝; Lace Trim|蕾丝边',
              detail: '2 Pack|2件装; 3 Pack|3件装',
            },
          ),
          leaf(
            'Sweaters & Cardigans',
            '毛衣开衫',
            14,
            'Sweater|毛衣; Cardigan|开衫; Pullover Sweater|套头毛衣; Sweater Vest|毛衣马甲; Turtleneck Sweater|高领毛衣',
            {
              feature: 'Cable Knit|麻花针织; Button Front|前排扣; Chunky Knit|粗针织; Cropped|短款',
              detail: 'Long Sleeve|长袖; Drop Shoulder|落肩',
              use: 'Fall|秋季; Winter|冬季; for Daily Wear|日常穿搭',
            },
          ),
        ],
      },
      {
        en: 'Bottoms & Outerwear',
        cn: '下装与外套',
        leaves: [
          leaf(
            'Jeans',
            '女士牛仔裤',
            15,
            'Jeans|牛仔裤; Flare Jeans|喇叭牛仔裤; Wide Leg Jeans|阔腿牛仔裤; Skinny Jeans|紧身牛仔裤; Mom Jeans|老爹牛仔裤',
            {
              material: 'Denim|牛仔布; Stretch Denim|弹力牛仔; Washed|水洗; Ripped|破洞',
              feature: 'High Waist|高腰; Mid Rise|中腰; Button Fly|纽扣门襟; Raw Hem|毛边',
              detail: 'With Pockets|带口袋; Full Length|长款; Ankle Length|九分',
            },
          ),
          leaf(
            'Pants & Leggings',
            '裤子与打底裤',
            9,
            'Leggings|打底裤; Wide Leg Pants|阔腿裤; Cargo Pants|工装裤; Flare Pants|喇叭裤; Joggers|束脚裤',
            {
              feature: 'High Waist|高腰; Elastic Waist|松紧腰; Drawstring|抽绳; Tummy Control|收腹',
              detail: 'With Pockets|带口袋; Full Length|长款; Ankle Length|九分',
            },
          ),
          leaf(
            'Shorts',
            '女士短裤',
            7,
            'Shorts|短裤; Denim Shorts|牛仔短裤; Biker Shorts|骑行短裤; Lounge Shorts|居家短裤',
            {
              feature: 'High Waist|高腰; Elastic Waist|松紧腰; Drawstring|抽绳; Rolled Hem|卷边',
              detail: 'With Pockets|带口袋; 2 Pack|2件装',
            },
          ),
          leaf(
            'Coats & Jackets',
            '外套',
            22,
            'Jacket|夹克; Trench Coat|风衣; Puffer Jacket|棉服外套; Blazer|西装外套; Teddy Coat|泰迪绒外套; Denim Jacket|牛仔夹克',
            {
              feature: 'Zip Up|拉链; Hooded|连帽; Double Breasted|双排扣; Belted|配腰带',
              detail: 'Long Sleeve|长袖; With Pockets|带口袋; Cropped|短款',
              use: 'Fall|秋季; Winter|冬季; for Work|通勤; for Outdoor|户外',
            },
          ),
        ],
      },
      {
        en: 'Lingerie & Loungewear',
        cn: '内衣与家居服',
        leaves: [
          leaf(
            'Bras',
            '文胸',
            6,
            'Bra|文胸; Bralette|无钢圈文胸; Sports Bra|运动文胸; Push Up Bra|聚拢文胸',
            {
              style: 'Comfy|舒适; Sexy|性感; Minimalist|简约; Plus Size|大码',
              material: 'Lace|蕾丝; Seamless|无痕; Cotton|纯棉; Mesh|网纱',
              feature: 'Wireless|无钢圈; Padded|带胸垫; Front Closure|前扣; Adjustable Straps|可调肩带',
              detail: '2 Pack|2件装; 3 Pack|3件装',
              use: 'for Daily Wear|日常; for Yoga|瑜伽; for Sleep|睡眠',
            },
          ),
          leaf(
            'Pajamas & Loungewear',
            '睡衣家居服',
            11,
            'Pajama Set|睡衣套装; Nightgown|睡裙; Lounge Set|家居服套装; Robe|睡袍',
            {
              style: 'Comfy|舒适; Cute|可爱; Elegant|优雅; Plus Size|大码',
              material: 'Satin|缎面; Cotton|纯棉; Flannel|法兰绒; Waffle Knit|华夫格; Modal|莫代尔',
              feature: 'Button Front|前排扣; Lace Trim|蕾丝边; Cartoon Print|卡通印花; Drawstring|抽绳',
              detail: 'Short Sleeve|短袖; Long Sleeve|长袖; 2 Piece|两件套',
              use: 'Summer|夏季; Winter|冬季; for Home|居家',
            },
          ),
          leaf(
            'Swimwear',
            '泳装',
            10,
            'Bikini Set|比基尼套装; One-Piece Swimsuit|连体泳衣; Tankini|分体泳衣; Cover Up|沙滩罩衫',
            {
              style: 'Sexy|性感; Elegant|优雅; Sporty|运动风; Plus Size|大码',
              material: 'Solid Color|纯色; Floral Print|碎花印花; Leopard Print|豹纹; Ribbed|罗纹',
              feature: 'Tummy Control|收腹; Push Up|聚拢; Tie Side|侧系带; High Waisted|高腰',
              detail: '2 Piece|两件套; 3 Piece|三件套',
              use: 'for Beach|海滩; for Vacation|度假; for Pool|泳池; Summer|夏季',
            },
          ),
        ],
      },
    ],
  },
  {
    en: "Men's Clothing",
    cn: '男装',
    shape: 'shirt',
    weight: 6,
    season: 'flat',
    nice: [25],
    cities: 'Guangzhou, Guangdong; Shishi, Fujian; Ningbo, Zhejiang; Jinjiang, Fujian; Changshu, Jiangsu',
    storeWords: 'Menswear; Outfitters; Apparel; Gentleman; Wear',
    who: "Men's|男士",
    whoChance: 1,
    style:
      'Casual|休闲; Classic|经典; Slim Fit|修身; Regular Fit|常规版型; Oversized|宽松; Streetwear|街头风; Business|商务; Vintage|复古',
    material:
      'Cotton|纯棉; Solid Color|纯色; Striped|条纹; Plaid|格纹; Camo|迷彩; Linen Blend|亚麻混纺; Quick-Dry|速干',
    feature: 'Crew Neck|圆领; Button Down|纽扣领; Zip Up|拉链; Letter Print|字母印花',
    detail: 'Short Sleeve|短袖; Long Sleeve|长袖; With Pockets|带口袋',
    use: 'Summer|夏季; Winter|冬季; for Work|上班; for Outdoor|户外; for Daily Wear|日常',
    subs: [
      {
        en: "Men's Tops",
        cn: '男士上衣',
        leaves: [
          leaf(
            'T-Shirts',
            '男士T恤',
            7,
            'T-Shirt|T恤; Graphic Tee|印花T恤; Henley Shirt|亨利衫; Muscle Tee|修身T恤',
            {
              feature: 'Crew Neck|圆领; V-Neck|V领; Letter Print|字母印花; Chest Pocket|胸袋',
            },
          ),
          leaf(
            'Polo Shirts',
            '男士Polo衫',
            11,
            'Polo Shirt|Polo衫; Golf Polo|高尔夫Polo衫; Knit Polo|针织Polo衫',
            {
              feature:
                'Button Placket|纽扣门襟; Ribbed Collar|罗纹领; Moisture Wicking|吸湿排汗; Embroidered|刺绣',
            },
          ),
          leaf(
            'Shirts',
            '男士衬衫',
            13,
            'Shirt|衬衫; Button-Down Shirt|纽扣衬衫; Hawaiian Shirt|夏威夷衬衫; Flannel Shirt|法兰绒衬衫; Dress Shirt|正装衬衫',
            { feature: 'Button Down|纽扣领; Chest Pocket|胸袋; Wrinkle Free|免烫; Tropical Print|热带印花' },
          ),
          leaf(
            'Hoodies & Sweatshirts',
            '卫衣',
            16,
            'Hoodie|连帽卫衣; Sweatshirt|圆领卫衣; Zip-Up Hoodie|拉链连帽卫衣; Quarter Zip Pullover|半拉链套头衫',
            {
              feature: 'Kangaroo Pocket|袋鼠口袋; Fleece Lined|加绒; Drawstring|抽绳; Letter Print|字母印花',
              detail: 'Long Sleeve|长袖; With Pockets|带口袋',
              use: 'Fall|秋季; Winter|冬季; for Daily Wear|日常; for Gym|健身',
            },
          ),
        ],
      },
      {
        en: "Men's Bottoms",
        cn: '男士下装',
        detail: 'With Pockets|带口袋; Full Length|长款',
        leaves: [
          leaf(
            'Jeans',
            '男士牛仔裤',
            18,
            'Jeans|牛仔裤; Straight Leg Jeans|直筒牛仔裤; Ripped Jeans|破洞牛仔裤; Slim Jeans|修身牛仔裤; Baggy Jeans|宽松牛仔裤',
            {
              material: 'Denim|牛仔布; Stretch Denim|弹力牛仔; Washed|水洗; Dark Wash|深色水洗',
              feature: 'Mid Rise|中腰; Zip Fly|拉链门襟; Tapered|锥形; Distressed|做旧',
            },
          ),
          leaf(
            'Pants',
            '男士长裤',
            14,
            'Pants|长裤; Cargo Pants|工装裤; Chino Pants|卡其裤; Sweatpants|运动裤; Joggers|束脚裤',
            {
              feature: 'Elastic Waist|松紧腰; Drawstring|抽绳; Multi Pocket|多口袋; Stretch|弹力',
            },
          ),
          leaf(
            'Shorts',
            '男士短裤',
            9,
            'Shorts|短裤; Cargo Shorts|工装短裤; Board Shorts|沙滩短裤; Athletic Shorts|运动短裤',
            {
              feature: 'Elastic Waist|松紧腰; Drawstring|抽绳; Quick Dry|速干; Multi Pocket|多口袋',
              detail: 'With Pockets|带口袋; 2 Pack|2条装',
            },
          ),
        ],
      },
      {
        en: 'Outerwear & Underwear',
        cn: '外套与内衣',
        leaves: [
          leaf(
            'Jackets & Coats',
            '男士外套',
            26,
            'Jacket|夹克; Bomber Jacket|飞行员夹克; Windbreaker Jacket|防风夹克; Denim Jacket|牛仔夹克; Puffer Coat|棉服; Fleece Jacket|抓绒夹克',
            {
              feature: 'Zip Up|拉链; Hooded|连帽; Water Resistant|防泼水; Stand Collar|立领',
              detail: 'Long Sleeve|长袖; With Pockets|带口袋',
              use: 'Fall|秋季; Winter|冬季; for Outdoor|户外; for Daily Wear|日常',
            },
          ),
          leaf(
            'Underwear',
            '男士内裤',
            8,
            'Boxer Briefs|平角内裤; Briefs|三角内裤; Trunks|短款平角裤; Boxers|宽松平角裤',
            {
              style: 'Comfy|舒适; Classic|经典; Sporty|运动风',
              material: 'Cotton|纯棉; Modal|莫代尔; Bamboo Fiber|竹纤维; Ice Silk|冰丝',
              feature: 'Breathable|透气; Seamless|无痕; Moisture Wicking|吸湿排汗; Stretch|弹力',
              detail: '3 Pack|3条装; 4 Pack|4条装; 5 Pack|5条装',
              use: 'for Daily Wear|日常; for Sports|运动',
            },
          ),
          leaf(
            'Socks',
            '袜子',
            5,
            'Socks|袜子; Crew Socks|中筒袜; Ankle Socks|船袜; Compression Socks|压力袜; Athletic Socks|运动袜',
            {
              who: "Men's|男士; Unisex|男女同款; Women's|女士",
              style: 'Casual|休闲; Athletic|运动; Classic|经典',
              material: 'Cotton|棉质; Wool Blend|羊毛混纺; Bamboo Fiber|竹纤维',
              feature: 'Cushioned|加厚毛圈; Breathable|透气; Non-Slip|防滑; Moisture Wicking|吸湿排汗',
              detail: '5 Pairs|5双装; 6 Pairs|6双装; 10 Pairs|10双装',
              use: 'for Running|跑步; for Work|上班; for Hiking|徒步; Winter|冬季',
            },
          ),
        ],
      },
    ],
  },
  {
    en: 'Home & Kitchen',
    cn: '家居厨房',
    shape: 'pan',
    weight: 12,
    season: 'flat',
    nice: [21, 20, 24],
    cities:
      'Yiwu, Zhejiang; Jinhua, Zhejiang; Chaozhou, Guangdong; Taizhou, Zhejiang; Ningbo, Zhejiang; Jieyang, Guangdong',
    storeWords: 'Home; Living; Homeware; Nest; Kitchen; House',
    style: 'Modern|现代; Nordic|北欧风; Minimalist|简约; Rustic|乡村风; Cute|可爱; Vintage|复古',
    material:
      'Stainless Steel|不锈钢; Silicone|硅胶; Bamboo|竹制; Ceramic|陶瓷; Glass|玻璃; Wooden|木质; Plastic|塑料',
    feature:
      'Non-Stick|不粘; Foldable|可折叠; Reusable|可重复使用; Multifunctional|多功能; Heat-Resistant|耐高温; Space-Saving|节省空间',
    detail: '2 Pack|2件装; Set of 4|4件套; Large Capacity|大容量; With Lid|带盖',
    use: 'for Kitchen|厨房用; for Home|家用; for Dorm|宿舍用; for Bathroom|浴室用; for Living Room|客厅用; for Bedroom|卧室用',
    subs: [
      {
        en: 'Kitchen & Dining',
        cn: '厨房餐具',
        use: 'for Kitchen|厨房用; for Home|家用; for Dorm|宿舍用; for Restaurant|餐厅用',
        leaves: [
          leaf(
            'Cookware',
            '锅具',
            16,
            'Frying Pan|煎锅; Saucepan|汤锅; Wok|炒锅; Dutch Oven|珐琅锅; Grill Pan|煎烤盘',
            {
              material: 'Granite|麦饭石; Cast Iron|铸铁; Stainless Steel|不锈钢; Ceramic|陶瓷',
              feature:
                'Non-Stick|不粘; Induction Compatible|电磁炉适用; PFOA Free|无PFOA; Detachable Handle|可拆卸手柄',
              detail: 'With Lid|带盖; 8 Inch|8英寸; 11 Inch|11英寸; 3 Piece Set|三件套',
            },
          ),
          leaf(
            'Kitchen Utensils',
            '厨房小工具',
            5,
            'Spatula Set|锅铲套装; Vegetable Chopper|切菜器; Garlic Press|压蒜器; Vegetable Peeler|削皮刀; Can Opener|开罐器; Kitchen Scissors|厨房剪刀',
            {
              material: 'Stainless Steel|不锈钢; Silicone|硅胶; Wooden|木质; Nylon|尼龙',
              feature:
                'Multifunctional|多功能; Heat-Resistant|耐高温; Dishwasher Safe|可洗碗机清洗; Ergonomic|人体工学',
              detail: 'Set|套装; 2 Pack|2件装; 5 Piece Set|五件套',
            },
          ),
          leaf(
            'Food Storage',
            '保鲜收纳',
            7,
            'Food Storage Container|保鲜盒; Lunch Box|饭盒; Spice Jar|调料瓶; Bento Box|便当盒; Fridge Organizer|冰箱收纳盒',
            {
              material: 'Glass|玻璃; Plastic|塑料; Silicone|硅胶; Stainless Steel|不锈钢',
              feature: 'Airtight|密封; Stackable|可叠放; Leakproof|防漏; Microwave Safe|可微波',
              detail: 'With Lid|带盖; Set of 4|4件套; Set of 10|10件套; Large Capacity|大容量',
            },
          ),
          leaf(
            'Drinkware',
            '水杯',
            8,
            'Tumbler|随行杯; Water Bottle|水杯; Coffee Mug|咖啡杯; Wine Glass|红酒杯; Travel Mug|保温杯',
            {
              material: 'Stainless Steel|不锈钢; Glass|玻璃; Ceramic|陶瓷; Plastic|塑料',
              feature: 'Insulated|保温; Leakproof|防漏; With Straw|带吸管; With Handle|带手柄',
              detail: '40 oz|40盎司; 20 oz|20盎司; 32 oz|32盎司; 2 Pack|2件装',
              use: 'for Office|办公室用; for Travel|旅行用; for Gym|健身用; for Home|家用',
            },
          ),
          leaf(
            'Bakeware',
            '烘焙用品',
            7,
            'Baking Pan|烤盘; Cake Mold|蛋糕模具; Cookie Cutter Set|饼干模具套装; Silicone Baking Mat|硅胶烘焙垫; Muffin Pan|麦芬模具',
            {
              material: 'Carbon Steel|碳钢; Silicone|硅胶; Aluminum|铝制',
              feature: 'Non-Stick|不粘; Heat-Resistant|耐高温; Reusable|可重复使用; Easy Release|易脱模',
              detail: 'Set|套装; 2 Pack|2件装; 3 Piece Set|三件套',
            },
          ),
        ],
      },
      {
        en: 'Storage & Organization',
        cn: '收纳整理',
        leaves: [
          leaf(
            'Storage Boxes & Bins',
            '收纳箱',
            9,
            'Storage Box|收纳箱; Storage Basket|收纳筐; Drawer Organizer|抽屉收纳盒; Storage Bin|收纳盒',
            {
              material: 'Plastic|塑料; Fabric|布艺; Woven|编织; Bamboo|竹制',
              feature: 'Foldable|可折叠; Stackable|可叠放; Collapsible|折叠式; Clear|透明',
            },
          ),
          leaf(
            'Closet Organizers',
            '衣柜收纳',
            7,
            'Hanger|衣架; Hanging Organizer|悬挂收纳袋; Shoe Rack|鞋架; Closet Organizer|衣柜收纳架',
            {
              material: 'Velvet|植绒; Plastic|塑料; Wooden|木质; Metal|金属',
              feature: 'Non-Slip|防滑; Space-Saving|节省空间; Foldable|可折叠; Over The Door|门后挂式',
              detail: '20 Pack|20个装; 50 Pack|50个装; 3 Tier|三层',
            },
          ),
          leaf(
            'Bathroom Storage',
            '浴室收纳',
            8,
            'Shower Caddy|浴室置物架; Toothbrush Holder|牙刷架; Soap Dispenser|皂液器; Towel Rack|毛巾架',
            { feature: 'Wall Mounted|壁挂式; No Drilling|免打孔; Rustproof|防锈; Adhesive|粘贴式' },
          ),
        ],
      },
      {
        en: 'Home Decor',
        cn: '家居装饰',
        material: 'Wooden|木质; Metal|金属; Glass|玻璃; Ceramic|陶瓷; Resin|树脂',
        feature: 'Decorative|装饰; Boho Style|波西米亚风格; Handmade|手工',
        detail: 'Set of 3|3件套; 2 Pack|2件装; Large|大号',
        use: 'for Living Room|客厅; for Bedroom|卧室; for Home|家用; Housewarming Gift|乔迁礼物',
        leaves: [
          leaf(
            'Wall Decor',
            '墙面装饰',
            8,
            'Wall Art|装饰画; Wall Sticker|墙贴; Wall Mirror|装饰镜; Canvas Print|帆布画',
            {
              feature: 'Framed|带框; Peel And Stick|即撕即贴; Boho Style|波西米亚风格; Abstract|抽象',
            },
          ),
          leaf(
            'Lighting',
            '灯具',
            12,
            'LED Strip Lights|LED灯带; Night Light|小夜灯; String Lights|串灯; Table Lamp|台灯; Sunset Lamp|日落灯',
            {
              material: 'Warm White|暖白光; RGB|RGB; Copper Wire|铜线',
              feature:
                'Dimmable|可调光; Remote Control|遥控; USB Powered|USB供电; Color Changing|变色; Motion Sensor|人体感应',
              detail: '2 Pack|2件装; Plug In|插电式; Battery Operated|电池供电',
            },
          ),
          leaf(
            'Candles & Holders',
            '蜡烛与烛台',
            6,
            'Scented Candle|香薰蜡烛; Candle Holder|烛台; LED Candle|电子蜡烛; Candle Set|蜡烛套装',
            {
              material: 'Soy Wax|大豆蜡; Glass|玻璃; Ceramic|陶瓷; Metal|金属',
              feature: 'Flameless|无焰; Long Lasting|持久; Aromatherapy|香薰; Decorative|装饰',
              detail: 'Set of 3|3件套; Gift Box|礼盒装',
            },
          ),
          leaf(
            'Artificial Plants & Flowers',
            '仿真花',
            6,
            'Artificial Flowers|仿真花; Fake Plant|仿真绿植; Flower Vase|花瓶; Eucalyptus Stems|仿真尤加利',
            {
              material: 'Silk|丝绸; Plastic|塑料; Ceramic|陶瓷',
              feature: 'Realistic|逼真; Potted|带盆; Hanging|悬挂式; Decorative|装饰',
            },
          ),
        ],
      },
      {
        en: 'Bedding & Textiles',
        cn: '床品布艺',
        material: 'Polyester|涤纶; Cotton|纯棉; Linen|亚麻; Velvet|丝绒; Microfiber|超细纤维',
        use: 'for Bedroom|卧室; for Living Room|客厅; for Home|家用; for Kids Room|儿童房',
        leaves: [
          leaf(
            'Bedding',
            '床上用品',
            18,
            'Bed Sheet Set|床单套装; Duvet Cover Set|被套套装; Pillowcase|枕套; Throw Blanket|毛毯; Comforter|被子',
            {
              material: 'Microfiber|超细纤维; Cotton|纯棉; Flannel|法兰绒; Satin|缎面; Waffle|华夫格',
              feature: 'Soft|柔软; Breathable|透气; Cooling|凉感; Deep Pocket|深袋',
              detail: 'Queen Size|双人大号; Twin Size|单人; King Size|特大号; 4 Piece|四件套',
            },
          ),
          leaf(
            'Curtains',
            '窗帘',
            14,
            'Curtains|窗帘; Sheer Curtains|纱帘; Blackout Curtains|遮光窗帘; Curtain Panels|窗帘布',
            {
              feature: 'Thermal Insulated|隔热; Grommet Top|打孔式; Rod Pocket|穿杆式; Room Darkening|遮光',
              detail: '2 Panels|2片装; 84 Inch|84英寸; 63 Inch|63英寸',
            },
          ),
          leaf(
            'Rugs & Mats',
            '地毯地垫',
            12,
            'Area Rug|地毯; Doormat|门垫; Bath Mat|浴室地垫; Kitchen Mat|厨房地垫',
            {
              feature: 'Non-Slip|防滑; Washable|可水洗; Absorbent|吸水; Shaggy|长毛',
              detail: '2 Pack|2件装; Large|大号',
            },
          ),
          leaf(
            'Cushions & Pillows',
            '抱枕靠垫',
            5,
            'Throw Pillow Cover|抱枕套; Cushion|靠垫; Seat Cushion|坐垫; Lumbar Pillow|腰枕',
            {
              material: 'Velvet|丝绒; Linen|亚麻; Cotton|棉质; Boucle|泰迪绒',
              feature: 'Decorative|装饰; Zippered|拉链式; Memory Foam|记忆棉; Embroidered|刺绣',
              detail: '18x18 Inch|45x45厘米; Set of 2|2件套; Set of 4|4件套',
            },
          ),
        ],
      },
    ],
  },
  {
    en: 'Beauty & Health',
    cn: '美妆个护',
    shape: 'lipstick',
    weight: 6,
    season: 'holiday',
    nice: [3, 8, 21],
    cities: 'Guangzhou, Guangdong; Yiwu, Zhejiang; Shantou, Guangdong; Shanghai; Huizhou, Guangdong',
    storeWords: 'Beauty; Cosmetics; Glow; Care; Makeup; Studio',
    style: 'Long-Lasting|持久; Natural|自然; Matte|哑光; Shimmer|珠光; Portable|便携; Professional|专业',
    material: 'Vegan|纯素; Cruelty Free|零残忍; Hypoallergenic|低敏',
    feature: 'Waterproof|防水; Smudge Proof|不晕染; Lightweight|轻薄; Moisturizing|保湿',
    detail: 'Set|套装; 12 Colors|12色; Travel Size|旅行装; Gift Set|礼盒装',
    use: 'for Women|女士; for Girls|女生; for Daily Makeup|日常妆; for Gift|送礼',
    subs: [
      {
        en: 'Makeup',
        cn: '彩妆',
        leaves: [
          leaf(
            'Lip Makeup',
            '唇部彩妆',
            3,
            'Lipstick|口红; Lip Gloss|唇彩; Lip Liner|唇线笔; Lip Tint|唇釉; Lip Oil|唇油',
            {
              feature: 'Waterproof|防水; Non-Stick Cup|不沾杯; Moisturizing|保湿; Velvet Matte|丝绒哑光',
            },
          ),
          leaf(
            'Eye Makeup',
            '眼部彩妆',
            4,
            'Eyeshadow Palette|眼影盘; Mascara|睫毛膏; Eyeliner|眼线笔; False Eyelashes|假睫毛; Eyebrow Pencil|眉笔',
          ),
          leaf(
            'Face Makeup',
            '面部彩妆',
            5,
            'Foundation|粉底液; Concealer|遮瑕膏; Blush|腮红; Setting Powder|定妆粉; Highlighter|高光',
          ),
          leaf(
            'Makeup Tools',
            '化妆工具',
            5,
            'Makeup Brush Set|化妆刷套装; Beauty Sponge|美妆蛋; Eyelash Curler|睫毛夹; Makeup Mirror|化妆镜',
            {
              style: 'Professional|专业; Portable|便携; Mini|迷你; Soft|柔软',
              material: 'Synthetic Bristles|人造纤维毛; Stainless Steel|不锈钢; Silicone|硅胶',
              feature: 'LED Lighted|带LED灯; Foldable|可折叠; Latex Free|无乳胶; Reusable|可重复使用',
            },
          ),
        ],
      },
      {
        en: 'Skin & Hair',
        cn: '护肤美发',
        style: 'Professional|专业; Portable|便携; Mini|迷你; Gentle|温和',
        detail: 'Travel Size|旅行装; Gift Set|礼盒装; 2 Pack|2件装',
        use: 'for Women|女士; for Girls|女生; for Gift|送礼; for Travel|旅行',
        leaves: [
          leaf(
            'Skin Care',
            '护肤',
            6,
            'Face Serum|精华液; Moisturizer|面霜; Sheet Mask|面膜; Facial Cleanser|洁面乳; Eye Cream|眼霜',
            {
              style: 'Gentle|温和; Lightweight|清爽; Korean|韩式; Natural|天然',
              material:
                'Hyaluronic Acid|玻尿酸; Vitamin C|维C; Retinol|视黄醇; Niacinamide|烟酰胺; Collagen|胶原蛋白',
              feature: 'Hydrating|补水; Brightening|提亮; Anti-Aging|抗衰老; Soothing|舒缓',
              detail: '50ml|50毫升; 30ml|30毫升; 2 Pack|2件装; Travel Size|旅行装',
              use: 'for Dry Skin|干皮; for Oily Skin|油皮; for Sensitive Skin|敏感肌; for Women|女士',
            },
          ),
          leaf(
            'Hair Styling Tools',
            '美发工具',
            12,
            'Hair Straightener|直发器; Curling Iron|卷发棒; Hair Dryer Brush|吹风梳; Heatless Curlers|无热卷发器; Hot Air Brush|热风梳',
            {
              material: 'Ceramic|陶瓷; Tourmaline|电气石; Titanium|钛合金',
              feature: 'Negative Ion|负离子; Fast Heating|快速加热; Auto Shut Off|自动断电; Cordless|无线',
            },
          ),
          leaf(
            'Wigs & Extensions',
            '假发',
            18,
            'Wig|假发; Lace Front Wig|蕾丝前置假发; Hair Extensions|接发; Hair Bun Piece|丸子头假发包; Clip In Bangs|刘海假发片',
            {
              material: 'Synthetic|化纤; Human Hair|真人发; Heat Resistant Fiber|耐高温丝',
              feature: 'Natural Looking|自然; Wavy|波浪; Straight|直发; Curly|卷发',
            },
          ),
        ],
      },
      {
        en: 'Nails & Personal Care',
        cn: '美甲个护',
        style: 'Professional|专业; Portable|便携; Cute|可爱; Gentle|温和',
        detail: 'Set|套装; 2 Pack|2件装; Travel Size|旅行装',
        use: 'for Women|女士; for Men|男士; for Gift|送礼; for Travel|旅行',
        leaves: [
          leaf(
            'Nail Art',
            '美甲',
            3,
            'Press-On Nails|穿戴甲; Nail Stickers|美甲贴纸; Gel Nail Polish|甲油胶; Nail Art Kit|美甲套装',
            {
              style: 'Matte|哑光; Shimmer|珠光; Cute|可爱; Salon Quality|沙龙级',
              feature: 'Glossy|亮面; French Tip|法式; Glitter|亮片; Almond Shape|杏仁形',
              detail: '24 Pcs|24片; 12 Colors|12色; Set|套装',
            },
          ),
          leaf(
            'Nail Tools',
            '美甲工具',
            4,
            'Nail Clippers|指甲刀; Electric Nail Drill|电动磨甲器; Cuticle Pusher|死皮推; Nail File|指甲锉; UV Nail Lamp|美甲灯',
            { material: 'Stainless Steel|不锈钢; Glass|玻璃; ABS|ABS' },
          ),
          leaf(
            'Shaving & Hair Removal',
            '剃须脱毛',
            9,
            'Electric Shaver|电动剃须刀; Epilator|脱毛仪; Eyebrow Razor|修眉刀; Hair Trimmer|理发器; IPL Hair Removal Device|光子脱毛仪',
            {
              feature: 'Rechargeable|充电式; Waterproof|防水; Painless|无痛; Cordless|无线',
              use: 'for Men|男士; for Women|女士; for Face|面部; for Body|身体',
            },
          ),
          leaf(
            'Bath & Body',
            '沐浴身体护理',
            5,
            'Body Scrubber|搓澡巾; Loofah Sponge|沐浴球; Shower Cap|浴帽; Back Scrubber|搓背刷; Bath Bombs|泡澡球',
            {
              material: 'Silicone|硅胶; Nylon|尼龙; Natural Loofah|天然丝瓜络',
              feature: 'Exfoliating|去角质; Reusable|可重复使用; Quick Dry|速干',
              detail: '2 Pack|2件装; 4 Pcs|4件装; Set|套装',
              use: 'for Women|女士; for Men|男士; for Shower|淋浴用; for Bath|泡澡用',
            },
          ),
        ],
      },
    ],
  },
  {
    en: 'Toys & Games',
    cn: '玩具游戏',
    shape: 'block',
    weight: 5,
    season: 'holiday',
    nice: [28],
    cities: 'Shantou, Guangdong; Yiwu, Zhejiang; Dongguan, Guangdong; Yunhe, Zhejiang; Ningbo, Zhejiang',
    storeWords: 'Toys; Playland; Kids; Fun; Play; Toybox',
    who: "Kids'|儿童; Toddler|幼儿; Adult|成人",
    whoChance: 0.4,
    style: 'Cute|可爱; Creative|创意; Classic|经典; Mini|迷你; Colorful|彩色',
    material: 'Wooden|木质; Plastic|塑料; Plush|毛绒; Silicone|硅胶; Foam|泡沫',
    feature: 'Educational|益智; Interactive|互动; Montessori|蒙氏; STEM|STEM',
    detail: 'Set|套装; 100 Pcs|100件; 500 Pcs|500件; Gift Box|礼盒装',
    use: 'Birthday Gift|生日礼物; Christmas Gift|圣诞礼物; for Boys|男孩; for Girls|女孩; Ages 3+|3岁以上',
    subs: [
      {
        en: 'Building & Puzzles',
        cn: '积木拼图',
        material: 'Wooden|木质; Plastic|塑料; Magnetic|磁性; Cardboard|纸质',
        feature: 'Educational|益智; STEM|STEM; Montessori|蒙氏; Interlocking|拼插',
        leaves: [
          leaf(
            'Building Blocks',
            '积木',
            9,
            'Building Blocks|积木; Building Block Set|积木套装; Magnetic Tiles|磁力片; Brick Figures|拼装人偶; Marble Run|弹珠轨道',
          ),
          leaf(
            'Puzzles',
            '拼图',
            6,
            'Jigsaw Puzzle|拼图; 3D Puzzle|立体拼图; Wooden Puzzle|木质拼图; Brain Teaser|益智解谜',
            {
              detail: '1000 Pieces|1000片; 500 Pieces|500片; Set|套装',
            },
          ),
        ],
      },
      {
        en: 'Plush & Dolls',
        cn: '毛绒玩偶',
        style: 'Cute|可爱; Kawaii|日系可爱; Classic|经典; Mini|迷你',
        material: 'Plush|毛绒; Cotton|棉质; Vinyl|搪胶; PVC|PVC',
        feature: 'Huggable|可抱; Poseable|可动; Collectible|收藏款; Realistic|仿真',
        detail: 'Set|套装; 12 Inch|30厘米; 8 Inch|20厘米; Gift Box|礼盒装',
        leaves: [
          leaf(
            'Plush Toys',
            '毛绒玩具',
            7,
            'Plush Toy|毛绒玩具; Stuffed Animal|毛绒公仔; Plush Pillow|毛绒抱枕; Weighted Plush|重力毛绒玩偶',
          ),
          leaf(
            'Dolls',
            '娃娃',
            8,
            'Fashion Doll|时尚娃娃; Baby Doll|仿真娃娃; Dollhouse|娃娃屋; Doll Clothes|娃娃衣服',
          ),
          leaf(
            'Action Figures',
            '手办人偶',
            9,
            'Action Figure|可动人偶; Figurine|手办摆件; Blind Box|盲盒; Collectible Figure|收藏手办',
          ),
        ],
      },
      {
        en: 'Outdoor & Remote Control',
        cn: '户外与遥控',
        material: 'Plastic|塑料; ABS|ABS; Foam|泡沫',
        feature: 'Rechargeable|充电式; Waterproof|防水; High Speed|高速; Automatic|全自动',
        detail: 'Set|套装; 2 Pack|2件装; With Batteries|附电池',
        leaves: [
          leaf(
            'Outdoor Toys',
            '户外玩具',
            10,
            'Bubble Machine|泡泡机; Water Gun|水枪; Kite|风筝; Sand Toys|沙滩玩具; Water Balloons|水气球',
          ),
          leaf(
            'RC Toys',
            '遥控玩具',
            19,
            'RC Car|遥控车; RC Drone|遥控无人机; RC Boat|遥控船; RC Stunt Car|遥控特技车',
            {
              feature: 'Rechargeable|充电式; 2.4GHz|2.4G; High Speed|高速; All Terrain|全地形',
            },
          ),
          leaf(
            'Sports Toys',
            '运动玩具',
            8,
            'Foam Blaster|软弹枪; Ring Toss Game|套圈游戏; Kids Basketball Hoop|儿童篮球架; Balance Board|平衡板',
          ),
        ],
      },
      {
        en: 'Games & Novelty',
        cn: '桌游与解压',
        material: 'Wooden|木质; Silicone|硅胶; Plastic|塑料; Paper|纸质',
        feature: 'Educational|益智; Interactive|互动; Sensory|感官; Portable|便携',
        detail: 'Set|套装; 100 Pcs|100件; 24 Pcs|24件; Gift Box|礼盒装',
        leaves: [
          leaf(
            'Board Games',
            '桌游',
            10,
            'Board Game|桌游; Card Game|卡牌游戏; Chess Set|国际象棋; Party Game|聚会游戏',
            {
              who: "Family|家庭; Adult|成人; Kids'|儿童",
            },
          ),
          leaf(
            'Fidget Toys',
            '解压玩具',
            3,
            'Fidget Toy|解压玩具; Pop It|按压泡泡; Squishy Toy|捏捏乐; Stress Ball|减压球; Fidget Spinner|指尖陀螺',
          ),
          leaf(
            'Party Favors',
            '派对小礼品',
            4,
            'Party Favors|派对小礼品; Goodie Bag Fillers|礼品袋填充玩具; Mini Toys|迷你玩具; Slime Kit|史莱姆套装',
          ),
        ],
      },
    ],
  },
  {
    en: 'Pet Supplies',
    cn: '宠物用品',
    shape: 'paw',
    weight: 4,
    season: 'flat',
    nice: [18, 28, 21],
    cities: 'Yiwu, Zhejiang; Ningbo, Zhejiang; Nantong, Jiangsu; Yangzhou, Jiangsu; Shenzhen, Guangdong',
    storeWords: 'Pets; Paws; Pet Care; Furry; Petshop',
    style: 'Cute|可爱; Durable|耐用; Soft|柔软; Portable|便携; Washable|可水洗',
    material: 'Cotton|棉质; Plush|毛绒; Nylon|尼龙; Silicone|硅胶; Rubber|橡胶',
    feature: 'Interactive|互动; Adjustable|可调节; Non-Slip|防滑; Reflective|反光',
    detail: '3 Pack|3件装; Set|套装; Large|大号; Small|小号',
    use: 'for Small Dogs|小型犬; for Medium Dogs|中型犬; for Large Dogs|大型犬; for Cats|猫咪; for Puppies|幼犬; for Indoor Cats|室内猫',
    subs: [
      {
        en: 'Dog Supplies',
        cn: '狗狗用品',
        use: 'for Small Dogs|小型犬; for Medium Dogs|中型犬; for Large Dogs|大型犬; for Puppies|幼犬',
        leaves: [
          leaf(
            'Dog Toys',
            '狗玩具',
            5,
            'Dog Toy|狗玩具; Chew Toy|磨牙玩具; Squeaky Toy|发声玩具; Rope Toy|绳结玩具; Treat Dispensing Ball|漏食球',
            { feature: 'Interactive|互动; Indestructible|耐咬; Squeaky|发声; Teeth Cleaning|洁齿' },
          ),
          leaf(
            'Leashes & Collars',
            '牵引项圈',
            7,
            'Dog Leash|狗牵引绳; Dog Collar|狗项圈; Dog Harness|狗胸背带; Retractable Leash|伸缩牵引绳',
            { feature: 'No Pull|防爆冲; Reflective|反光; Adjustable|可调节; Padded|软垫' },
          ),
          leaf(
            'Dog Beds',
            '狗窝',
            18,
            'Dog Bed|狗窝; Calming Bed|安抚窝; Pet Mat|宠物垫; Orthopedic Dog Bed|记忆棉狗窝',
            {
              material: 'Plush|毛绒; Memory Foam|记忆棉; Cotton|棉质; Faux Fur|人造毛',
              feature: 'Non-Slip|防滑; Washable|可水洗; Calming|安抚; Waterproof|防水',
            },
          ),
          leaf(
            'Dog Apparel',
            '狗衣服',
            8,
            'Dog Sweater|狗毛衣; Dog Raincoat|狗雨衣; Dog Hoodie|狗卫衣; Pet Costume|宠物装扮服',
            {
              material: 'Cotton|棉质; Fleece|抓绒; Knit|针织; Waterproof Nylon|防水尼龙',
              feature: 'Warm|保暖; Reflective|反光; Hooded|连帽; Stretchy|弹力',
            },
          ),
        ],
      },
      {
        en: 'Cat Supplies',
        cn: '猫咪用品',
        use: 'for Cats|猫咪; for Indoor Cats|室内猫; for Kittens|幼猫',
        material: 'Sisal|剑麻; Cardboard|瓦楞纸; Plush|毛绒; Wooden|木质',
        feature: 'Interactive|互动; Durable|耐用; Multi-Level|多层; Non-Slip|防滑',
        leaves: [
          leaf(
            'Cat Toys',
            '猫玩具',
            4,
            'Cat Toy|猫玩具; Cat Teaser Wand|逗猫棒; Catnip Toy|猫薄荷玩具; Cat Tunnel|猫隧道',
          ),
          leaf(
            'Cat Trees & Scratchers',
            '猫爬架猫抓板',
            15,
            'Cat Scratcher|猫抓板; Cat Tree|猫爬架; Scratching Post|猫抓柱; Cat Condo|猫窝爬架',
          ),
          leaf(
            'Litter Supplies',
            '猫砂用品',
            9,
            'Litter Mat|猫砂垫; Litter Scoop|猫砂铲; Litter Box|猫砂盆; Litter Box Liners|猫砂盆垫袋',
            {
              material: 'Plastic|塑料; Silicone|硅胶; EVA|EVA; Stainless Steel|不锈钢',
              feature: 'Non-Slip|防滑; Waterproof|防水; Odor Control|防臭; Easy Clean|易清洁',
            },
          ),
        ],
      },
      {
        en: 'Feeding & Grooming',
        cn: '喂食与美容',
        material: 'Stainless Steel|不锈钢; Ceramic|陶瓷; Silicone|硅胶; Plastic|塑料',
        feature: 'Non-Slip|防滑; Automatic|全自动; Quiet|静音; Easy Clean|易清洁',
        leaves: [
          leaf(
            'Bowls & Feeders',
            '宠物碗',
            7,
            'Pet Bowl|宠物碗; Slow Feeder Bowl|慢食碗; Pet Water Fountain|宠物饮水机; Automatic Feeder|自动喂食器; Elevated Bowl|高脚碗',
          ),
          leaf(
            'Grooming',
            '宠物美容',
            6,
            'Grooming Brush|宠物梳; Deshedding Tool|脱毛梳; Pet Nail Clipper|宠物指甲剪; Pet Hair Remover|宠物除毛器; Grooming Gloves|撸毛手套',
            {
              material: 'Stainless Steel|不锈钢; Rubber|橡胶; Silicone|硅胶',
              feature: 'Self-Cleaning|自清洁; Gentle|温和; Rechargeable|充电式; Painless|无痛',
            },
          ),
          leaf(
            'Aquarium & Small Pets',
            '水族与小宠',
            9,
            'Aquarium Decoration|鱼缸装饰; Aquarium Filter|鱼缸过滤器; Small Animal Hideout|小宠躲避屋; Hamster Wheel|仓鼠跑轮',
            {
              material: 'Resin|树脂; Ceramic|陶瓷; Plastic|塑料; Wooden|木质',
              feature: 'Quiet|静音; Natural|自然; Non-Toxic|安全无毒; Easy Install|易安装',
              use: 'for Fish Tank|鱼缸; for Hamsters|仓鼠; for Rabbits|兔子; for Small Animals|小宠',
            },
          ),
        ],
      },
    ],
  },
  {
    en: 'Sports & Outdoors',
    cn: '运动户外',
    shape: 'ball',
    weight: 5,
    season: 'summer',
    nice: [28, 25, 22],
    cities: 'Ningbo, Zhejiang; Xiamen, Fujian; Jinhua, Zhejiang; Yongkang, Zhejiang; Quanzhou, Fujian',
    storeWords: 'Sports; Outdoors; Active; Fitness; Gear; Trail',
    style: 'Portable|便携; Lightweight|轻量; Professional|专业; Heavy Duty|加厚; Compact|小巧',
    material: 'Nylon|尼龙; Aluminum|铝合金; Silicone|硅胶; TPE|TPE; Polyester|涤纶',
    feature: 'Adjustable|可调节; Waterproof|防水; Non-Slip|防滑; Foldable|可折叠; Quick Dry|速干',
    detail: 'Set|套装; With Carry Bag|带收纳袋; 2 Pack|2件装',
    use: 'for Home Gym|家庭健身; for Outdoor|户外; for Camping|露营; for Travel|旅行; for Beginners|新手',
    subs: [
      {
        en: 'Fitness',
        cn: '健身',
        leaves: [
          leaf(
            'Yoga',
            '瑜伽',
            9,
            'Yoga Mat|瑜伽垫; Yoga Block|瑜伽砖; Yoga Strap|瑜伽伸展带; Yoga Wheel|瑜伽轮',
            {
              feature: 'Non-Slip|防滑; Extra Thick|加厚; Eco Friendly|环保; Double Sided|双面',
            },
          ),
          leaf(
            'Strength Training',
            '力量训练',
            12,
            'Resistance Bands|弹力带; Dumbbell|哑铃; Ab Roller|健腹轮; Jump Rope|跳绳; Hand Grip Strengthener|握力器; Ankle Weights|绑腿沙袋',
            { material: 'Latex|乳胶; Fabric|布料; Neoprene|氯丁橡胶; Steel|钢制' },
          ),
          leaf(
            'Activewear',
            '运动服',
            12,
            'Workout Set|运动套装; Yoga Pants|瑜伽裤; Running Shorts|跑步短裤; Sports Tank Top|运动背心',
            {
              who: "Women's|女士; Men's|男士",
              whoChance: 0.8,
              material: 'Nylon|尼龙; Polyester|涤纶; Spandex|氨纶',
              feature: 'High Waist|高腰; Moisture Wicking|吸湿排汗; Seamless|无缝; Quick Dry|速干',
              use: 'for Yoga|瑜伽; for Running|跑步; for Gym|健身; for Workout|训练',
            },
          ),
        ],
      },
      {
        en: 'Outdoor Recreation',
        cn: '户外休闲',
        use: 'for Camping|露营; for Hiking|徒步; for Travel|旅行; for Outdoor|户外; for Beginners|新手',
        leaves: [
          leaf(
            'Camping & Hiking',
            '露营徒步',
            14,
            'Camping Lantern|露营灯; Camping Hammock|露营吊床; Camping Chair|露营椅; Hiking Backpack|登山包; Camping Tent|帐篷',
          ),
          leaf(
            'Fishing',
            '钓鱼',
            8,
            'Fishing Lure|路亚饵; Fishing Tackle Box|钓鱼工具箱; Fishing Line|鱼线; Fishing Rod|鱼竿',
            {
              material: 'Carbon Fiber|碳纤维; Nylon|尼龙; ABS|ABS; Fluorocarbon|碳氟',
              use: 'for Freshwater|淡水; for Saltwater|海水; for Bass|鲈鱼; for Beginners|新手',
            },
          ),
          leaf(
            'Cycling',
            '骑行',
            10,
            'Bike Light|自行车灯; Bike Phone Mount|自行车手机支架; Cycling Gloves|骑行手套; Bike Lock|自行车锁; Bike Seat Cushion|自行车坐垫套',
            { use: 'for Mountain Bike|山地车; for Road Bike|公路车; for Commuting|通勤; for Outdoor|户外' },
          ),
        ],
      },
      {
        en: 'Ball & Water Sports',
        cn: '球类与水上运动',
        leaves: [
          leaf(
            'Ball Sports',
            '球类',
            10,
            'Soccer Ball|足球; Basketball|篮球; Volleyball|排球; Pickleball Paddle Set|匹克球拍套装; Tennis Balls|网球',
            {
              material: 'PU Leather|PU皮革; Rubber|橡胶; Composite|复合材料',
              feature: 'Official Size|标准尺寸; Durable|耐用; Indoor Outdoor|室内外两用',
              use: 'for Training|训练; for Kids|儿童; for Adults|成人; for Beach|沙滩',
            },
          ),
          leaf(
            'Swimming',
            '游泳',
            6,
            'Swim Goggles|泳镜; Swim Cap|泳帽; Pool Float|泳池浮排; Kickboard|浮板',
            {
              material: 'Silicone|硅胶; PVC|PVC; EVA Foam|EVA泡沫',
              feature: 'Anti-Fog|防雾; UV Protection|防紫外线; Adjustable|可调节; Inflatable|充气',
              use: 'for Adults|成人; for Kids|儿童; for Pool|泳池; for Beach|海滩',
            },
          ),
          leaf(
            'Golf',
            '高尔夫',
            9,
            'Golf Balls|高尔夫球; Golf Tees|高尔夫球钉; Golf Towel|高尔夫毛巾; Golf Glove|高尔夫手套',
            {
              material: 'Rubber|橡胶; Microfiber|超细纤维; Leather|真皮; Wooden|木质',
              feature: 'Durable|耐用; Non-Slip|防滑; Long Distance|远距离',
              use: 'for Men|男士; for Women|女士; for Practice|练习; Gift|礼物',
            },
          ),
        ],
      },
    ],
  },
  {
    en: 'Electronics',
    cn: '电子产品',
    shape: 'headphones',
    weight: 4,
    season: 'holiday',
    nice: [9],
    cities: 'Shenzhen, Guangdong; Dongguan, Guangdong; Huizhou, Guangdong; Guangzhou, Guangdong',
    storeWords: 'Tech; Digital; Electronics; Gadgets; Audio; Smart',
    style: 'Portable|便携式; Mini|迷你; Smart|智能; Professional|专业; Ergonomic|人体工学',
    material: 'Aluminum Alloy|铝合金; ABS|ABS',
    feature:
      'Wireless|无线; Bluetooth 5.3|蓝牙5.3; Rechargeable|充电式; Noise Cancelling|降噪; Fast Charging|快充; RGB|RGB炫彩',
    detail: 'Type-C|Type-C接口; Long Battery Life|长续航; 2 Pack|2件装',
    use: 'for iPhone|适用iPhone; for Android|适用安卓; for Laptop|笔记本用; for Gaming|游戏用; for Travel|旅行用; for Home Office|居家办公',
    subs: [
      {
        en: 'Audio',
        cn: '音频',
        material: '',
        leaves: [
          leaf(
            'Headphones',
            '耳机',
            15,
            'Wireless Earbuds|无线耳机; Over-Ear Headphones|头戴式耳机; Bone Conduction Headphones|骨传导耳机; Open Ear Headphones|开放式耳机',
            { detail: 'With Charging Case|带充电仓; Long Battery Life|长续航; Type-C|Type-C接口' },
          ),
          leaf(
            'Speakers',
            '音箱',
            16,
            'Bluetooth Speaker|蓝牙音箱; Portable Speaker|便携音箱; Soundbar|回音壁; Smart Speaker|智能音箱',
          ),
          leaf(
            'Microphones',
            '麦克风',
            12,
            'Lavalier Microphone|领夹麦克风; Karaoke Microphone|K歌麦克风; USB Microphone|USB麦克风',
          ),
        ],
      },
      {
        en: 'Computer Accessories',
        cn: '电脑配件',
        material: 'Aluminum Alloy|铝合金; ABS|ABS; PU Leather|PU皮革',
        feature: 'Wireless|无线; RGB|RGB炫彩; Plug And Play|即插即用; Foldable|可折叠',
        detail: '2 Pack|2件装; Type-C|Type-C接口',
        leaves: [
          leaf(
            'Keyboards & Mice',
            '键盘鼠标',
            11,
            'Wireless Mouse|无线鼠标; Mechanical Keyboard|机械键盘; Mouse Pad|鼠标垫; Keyboard And Mouse Combo|键鼠套装',
          ),
          leaf(
            'USB Hubs & Cables',
            '扩展坞与线材',
            8,
            'USB-C Hub|USB-C扩展坞; HDMI Cable|HDMI线; USB Flash Drive|U盘; Card Reader|读卡器',
          ),
          leaf(
            'Laptop Accessories',
            '笔记本配件',
            12,
            'Laptop Stand|笔记本支架; Laptop Sleeve|电脑内胆包; Laptop Cooling Pad|笔记本散热垫; Webcam Cover|摄像头遮挡片',
          ),
        ],
      },
      {
        en: 'Smart Gadgets',
        cn: '智能数码',
        leaves: [
          leaf(
            'Smart Watches',
            '智能手表',
            18,
            'Smart Watch|智能手表; Fitness Tracker|运动手环; Watch Band|表带; Kids Smart Watch|儿童智能手表',
            {
              feature:
                'Heart Rate Monitor|心率监测; Waterproof|防水; Bluetooth Call|蓝牙通话; Sleep Tracking|睡眠监测',
            },
          ),
          leaf(
            'Cameras & Accessories',
            '相机配件',
            13,
            'Ring Light|补光灯; Phone Tripod|手机三脚架; Action Camera|运动相机; Security Camera|监控摄像头; Camera Bag|相机包',
          ),
          leaf(
            'Gaming Accessories',
            '游戏配件',
            12,
            'Game Controller|游戏手柄; Controller Grip|手柄握把; Gaming Headset|游戏耳机; Charging Dock|充电底座',
          ),
          leaf(
            'Power Banks',
            '充电宝',
            14,
            'Power Bank|充电宝; Magnetic Power Bank|磁吸充电宝; Solar Power Bank|太阳能充电宝; Mini Power Bank|迷你充电宝',
            { detail: '10000mAh|10000毫安; 20000mAh|20000毫安; 5000mAh|5000毫安; Type-C|Type-C接口' },
          ),
        ],
      },
    ],
  },
  {
    en: 'Phone Accessories',
    cn: '手机配件',
    shape: 'phone',
    weight: 5,
    season: 'flat',
    nice: [9],
    cities: 'Shenzhen, Guangdong; Dongguan, Guangdong; Guangzhou, Guangdong; Yiwu, Zhejiang',
    storeWords: 'Mobile; Case; Phone; Accessories; Gadget',
    style: 'Slim|超薄; Cute|可爱; Luxury|轻奢; Minimalist|简约; Rugged|军工级',
    material: 'Silicone|硅胶; TPU|TPU; Tempered Glass|钢化玻璃; PU Leather|PU皮革; Aluminum|铝合金',
    feature:
      'Shockproof|防摔; Magnetic|磁吸; MagSafe Compatible|兼容MagSafe; Anti-Scratch|防刮; Fast Charging|快充',
    detail:
      'for iPhone 16|适用iPhone 16; for iPhone 15 Pro Max|适用iPhone 15 Pro Max; for Samsung Galaxy S24|适用三星Galaxy S24; 2 Pack|2件装; 3 Pack|3件装',
    use: 'for Car|车载; for Desk|桌面; for Travel|旅行; Gift|礼物',
    subs: [
      {
        en: 'Cases & Protection',
        cn: '手机壳与保护',
        leaves: [
          leaf(
            'Phone Cases',
            '手机壳',
            4,
            'Phone Case|手机壳; Magnetic Phone Case|磁吸手机壳; Wallet Phone Case|钱包手机壳; Clear Phone Case|透明手机壳; Glitter Phone Case|闪粉手机壳',
          ),
          leaf(
            'Screen Protectors',
            '钢化膜',
            3,
            'Screen Protector|钢化膜; Privacy Screen Protector|防窥钢化膜; Camera Lens Protector|镜头保护膜',
          ),
          leaf(
            'Phone Straps & Grips',
            '手机挂绳与指环',
            3,
            'Phone Lanyard|手机挂绳; Phone Grip|手机指环支架; Phone Charm|手机挂饰; Crossbody Phone Strap|斜挎手机挂绳',
            {
              material: 'Silicone|硅胶; Nylon|尼龙; PU Leather|PU皮革; Beaded|串珠',
              feature: 'Adjustable|可调节; Detachable|可拆卸; Magnetic|磁吸',
            },
          ),
        ],
      },
      {
        en: 'Charging',
        cn: '充电',
        leaves: [
          leaf(
            'Chargers',
            '充电器',
            7,
            'Wall Charger|充电头; Wireless Charger|无线充电器; 3-in-1 Charging Station|三合一充电座; Car Charger|车载充电器',
            { detail: '20W|20W; 35W|35W; 65W|65W; 2 Pack|2件装' },
          ),
          leaf(
            'Charging Cables',
            '数据线',
            3,
            'USB-C Cable|Type-C数据线; Lightning Cable|苹果数据线; Retractable Charging Cable|伸缩数据线; Braided Charging Cable|编织数据线',
            { detail: '3 ft|1米; 6 ft|2米; 3 Pack|3条装' },
          ),
        ],
      },
      {
        en: 'Mounts & Lenses',
        cn: '支架与镜头',
        leaves: [
          leaf(
            'Phone Holders',
            '手机支架',
            6,
            'Phone Stand|手机支架; Car Phone Mount|车载手机支架; Gooseneck Phone Holder|懒人手机支架; Magnetic Phone Mount|磁吸手机支架',
          ),
          leaf(
            'Selfie Sticks',
            '自拍杆',
            9,
            'Selfie Stick|自拍杆; Selfie Stick Tripod|自拍杆三脚架; Gimbal Stabilizer|手持云台',
            {
              material: 'Aluminum|铝合金; ABS|ABS',
              feature: 'Bluetooth Remote|蓝牙遥控; Extendable|可伸缩; 360° Rotation|360°旋转',
            },
          ),
          leaf(
            'Phone Camera Lenses',
            '手机镜头',
            7,
            'Clip-On Lens|手机外置镜头; Macro Lens|微距镜头; Wide Angle Lens|广角镜头',
            {
              material: 'Aluminum|铝合金; Optical Glass|光学玻璃',
              feature: 'HD|高清; Magnetic|磁吸; Universal|通用',
            },
          ),
        ],
      },
    ],
  },
  {
    en: 'Jewelry & Accessories',
    cn: '珠宝配饰',
    shape: 'ring',
    weight: 7,
    season: 'holiday',
    nice: [14, 26],
    cities:
      'Yiwu, Zhejiang; Guangzhou, Guangdong; Shenzhen, Guangdong; Qingdao, Shandong; Dongguan, Guangdong',
    storeWords: 'Jewelry; Accessories; Charm; Gems; Sparkle; Adorn',
    who: "Women's|女士; Girls'|女童",
    whoChance: 0.4,
    style: 'Dainty|精致; Vintage|复古; Boho|波西米亚; Minimalist|简约; Trendy|时尚; Y2K|Y2K',
    material:
      '18K Gold Plated|18K镀金; Sterling Silver|925银; Stainless Steel|不锈钢; Rhinestone|水钻; Pearl|珍珠; Cubic Zirconia|锆石',
    feature:
      'Hypoallergenic|防过敏; Adjustable|可调节; Heart Shaped|爱心; Butterfly|蝴蝶; Tarnish Free|不褪色',
    detail: 'Set|套装; 3 Pcs|3件套; 6 Pairs|6对装; Gift Box|礼盒装',
    use: "for Women|女士; Gift for Her|送女友; for Party|派对; for Daily Wear|日常佩戴; Valentine's Day Gift|情人节礼物",
    subs: [
      {
        en: 'Jewelry',
        cn: '首饰',
        leaves: [
          leaf(
            'Necklaces',
            '项链',
            4,
            'Necklace|项链; Pendant Necklace|吊坠项链; Choker Necklace|锁骨项链; Layered Necklace|叠戴项链',
          ),
          leaf(
            'Earrings',
            '耳饰',
            3,
            'Stud Earrings|耳钉; Hoop Earrings|圈圈耳环; Drop Earrings|耳坠; Clip On Earrings|耳夹',
          ),
          leaf(
            'Rings',
            '戒指',
            3,
            'Ring|戒指; Ring Set|戒指套装; Stackable Ring|叠戴戒指; Open Ring|开口戒指; Signet Ring|印章戒指',
          ),
          leaf(
            'Bracelets',
            '手链',
            3,
            'Bracelet|手链; Beaded Bracelet|串珠手链; Bangle|手镯; Tennis Bracelet|满钻手链; Cuff Bracelet|开口手镯',
          ),
          leaf(
            'Body Jewelry',
            '身体饰品',
            3,
            'Belly Ring|脐钉; Anklet|脚链; Nose Ring|鼻环; Body Chain|身体链',
          ),
        ],
      },
      {
        en: 'Hair Accessories',
        cn: '发饰',
        who: "Women's|女士; Girls'|女童",
        leaves: [
          leaf('Hair Clips', '发夹', 3, 'Claw Clip|抓夹; Hair Clip|发夹; Barrette|边夹; Snap Clips|BB夹', {
            material: 'Acetate|醋酸纤维; Metal|金属; Pearl|珍珠; Plastic|塑料',
            detail: '4 Pcs|4件装; 12 Pcs|12件装; Set|套装',
          }),
          leaf(
            'Headbands & Scrunchies',
            '发箍发圈',
            3,
            'Headband|发箍; Scrunchie|大肠发圈; Hair Ties|发圈; Hair Scarf|发带丝巾',
            {
              material: 'Satin|缎面; Velvet|丝绒; Silk|真丝; Knit|针织',
              detail: '6 Pcs|6件装; 12 Pcs|12件装; Set|套装',
            },
          ),
        ],
      },
      {
        en: 'Fashion Accessories',
        cn: '服饰配件',
        material: 'Metal|金属; PU Leather|PU皮革; Cotton|棉质; Acrylic|亚克力',
        detail: 'Set|套装; 2 Pack|2件装; Gift Box|礼盒装',
        leaves: [
          leaf(
            'Sunglasses',
            '太阳镜',
            6,
            'Sunglasses|太阳镜; Polarized Sunglasses|偏光太阳镜; Cat Eye Sunglasses|猫眼太阳镜; Blue Light Glasses|防蓝光眼镜',
            {
              feature: 'UV400|UV400防紫外线; Oversized|大框; Rimless|无框; Square Frame|方框',
              use: 'for Driving|开车; for Beach|海滩; for Women|女士; for Men|男士',
            },
          ),
          leaf('Watches', '手表', 12, 'Quartz Watch|石英手表; Digital Watch|电子手表; Watch Set|手表套装', {
            feature: 'Waterproof|防水; Luminous|夜光; Mesh Strap|网带; Leather Strap|皮带',
          }),
          leaf(
            'Hats & Caps',
            '帽子',
            7,
            'Baseball Cap|棒球帽; Bucket Hat|渔夫帽; Beanie|针织帽; Sun Hat|遮阳帽; Straw Hat|草帽',
            { feature: 'Adjustable|可调节; UV Protection|防晒; Embroidered|刺绣; Packable|可折叠' },
          ),
          leaf(
            'Scarves & Gloves',
            '围巾手套',
            7,
            'Scarf|围巾; Touchscreen Gloves|触屏手套; Shawl|披肩; Silk Scarf|丝巾',
            {
              feature: 'Warm|保暖; Soft|柔软; Lightweight|轻薄; Tassel|流苏',
            },
          ),
          leaf('Belts', '腰带', 6, 'Belt|腰带; Chain Belt|链条腰带; Leather Belt|皮带', {
            material: 'PU Leather|PU皮革; Genuine Leather|真皮; Canvas|帆布; Metal|金属',
            feature: 'Adjustable|可调节; Buckle|针扣; Reversible|双面',
          }),
        ],
      },
    ],
  },
  {
    en: 'Bags & Luggage',
    cn: '箱包',
    shape: 'bag',
    weight: 4,
    season: 'summer',
    nice: [18],
    cities: 'Baigou, Hebei; Guangzhou, Guangdong; Pinghu, Zhejiang; Quanzhou, Fujian; Yiwu, Zhejiang',
    storeWords: 'Bags; Luggage; Carry; Handbags; Travel',
    who: "Women's|女士; Men's|男士",
    whoChance: 0.5,
    style: 'Vintage|复古; Minimalist|简约; Casual|休闲; Trendy|时尚; Classic|经典',
    material: 'PU Leather|PU皮革; Canvas|帆布; Nylon|尼龙; Genuine Leather|真皮; Woven|编织; Quilted|菱格',
    feature: 'Large Capacity|大容量; Waterproof|防水; Lightweight|轻便; Multi Pocket|多口袋; Anti-Theft|防盗',
    detail: 'With Zipper|带拉链; Adjustable Strap|可调肩带; Set of 3|三件套',
    use: 'for Travel|旅行; for Work|通勤; for School|上学; for Daily Use|日常; for Gym|健身',
    subs: [
      {
        en: 'Handbags',
        cn: '女包',
        who: "Women's|女士",
        leaves: [
          leaf(
            'Shoulder Bags',
            '单肩包',
            13,
            'Shoulder Bag|单肩包; Hobo Bag|流浪包; Underarm Bag|腋下包; Baguette Bag|法棍包',
          ),
          leaf(
            'Crossbody Bags',
            '斜挎包',
            11,
            'Crossbody Bag|斜挎包; Phone Bag|手机包; Saddle Bag|马鞍包; Camera Bag|相机包',
          ),
          leaf(
            'Tote Bags',
            '托特包',
            10,
            'Tote Bag|托特包; Canvas Tote Bag|帆布托特包; Beach Bag|沙滩包; Shopping Bag|购物袋',
          ),
          leaf(
            'Wallets',
            '钱包',
            6,
            'Wallet|钱包; Card Holder|卡包; Coin Purse|零钱包; RFID Wallet|防盗刷钱包',
          ),
        ],
      },
      {
        en: 'Travel',
        cn: '旅行箱包',
        whoChance: 0.2,
        use: 'for Travel|旅行; for Business Trip|出差; for Vacation|度假; for Gym|健身',
        leaves: [
          leaf(
            'Luggage',
            '行李箱',
            45,
            'Carry-On Luggage|登机箱; Suitcase|行李箱; Luggage Set|行李箱套装; Hardside Suitcase|硬壳行李箱',
            {
              material: 'ABS|ABS; Polycarbonate|PC; Aluminum Frame|铝框',
              feature: 'Spinner Wheels|万向轮; TSA Lock|TSA海关锁; Expandable|可扩展; Lightweight|轻便',
              detail: '20 Inch|20寸; 24 Inch|24寸; 28 Inch|28寸; Set of 3|三件套',
            },
          ),
          leaf(
            'Travel Accessories',
            '旅行配件',
            6,
            'Packing Cubes|旅行收纳袋; Luggage Tag|行李牌; Toiletry Bag|洗漱包; Travel Pillow|旅行颈枕',
          ),
          leaf(
            'Duffel Bags',
            '旅行袋',
            16,
            'Duffel Bag|旅行袋; Gym Bag|健身包; Weekender Bag|短途旅行包; Garment Bag|西装收纳袋',
          ),
        ],
      },
      {
        en: 'Backpacks',
        cn: '双肩包',
        leaves: [
          leaf(
            'Backpacks',
            '双肩包',
            15,
            'Backpack|双肩包; Laptop Backpack|电脑双肩包; Mini Backpack|迷你双肩包; Travel Backpack|旅行双肩包',
          ),
          leaf(
            'School Bags',
            '书包',
            14,
            'School Backpack|书包; Kids Backpack|儿童书包; Rolling Backpack|拉杆书包',
            {
              who: "Kids'|儿童; Boys'|男童; Girls'|女童",
              material: 'Nylon|尼龙; Polyester|涤纶; Canvas|帆布; Oxford Cloth|牛津布',
            },
          ),
          leaf(
            'Waist Bags',
            '腰包',
            8,
            'Belt Bag|腰包; Fanny Pack|运动腰包; Sling Bag|胸包; Chest Bag|斜挎胸包',
          ),
        ],
      },
    ],
  },
  {
    en: 'Shoes',
    cn: '鞋靴',
    shape: 'shoe',
    weight: 5,
    season: 'flat',
    nice: [25],
    cities: 'Jinjiang, Fujian; Putian, Fujian; Wenzhou, Zhejiang; Dongguan, Guangdong; Chengdu, Sichuan',
    storeWords: 'Shoes; Footwear; Steps; Sneakers; Soles',
    whoChance: 1,
    style: 'Casual|休闲; Comfortable|舒适; Fashion|时尚; Lightweight|轻便; Classic|经典',
    material: 'Mesh|网面; PU Leather|PU皮革; Suede|麂皮; Canvas|帆布; Knit|飞织; EVA|EVA',
    feature: 'Non-Slip|防滑; Breathable|透气; Slip On|一脚蹬; Lace Up|系带; Cushioned|缓震; Platform|厚底',
    detail: 'Wide Fit|宽版; Memory Foam Insole|记忆棉鞋垫; Round Toe|圆头; Pointed Toe|尖头',
    use: 'for Walking|步行; for Running|跑步; for Work|上班; for Summer|夏季; for Outdoor|户外',
    subs: [
      {
        en: "Women's Shoes",
        cn: '女鞋',
        use: 'for Walking|步行; for Work|上班; for Party|派对; for Summer|夏季; for Daily Wear|日常',
        who: "Women's|女士",
        leaves: [
          leaf(
            'Sneakers',
            '女士运动鞋',
            19,
            'Sneakers|运动鞋; Running Shoes|跑步鞋; Platform Sneakers|厚底运动鞋; Walking Shoes|健步鞋',
            { use: 'for Walking|步行; for Running|跑步; for Gym|健身; for Travel|旅行' },
          ),
          leaf(
            'Sandals',
            '女士凉鞋',
            12,
            'Sandals|凉鞋; Flat Sandals|平底凉鞋; Wedge Sandals|坡跟凉鞋; Slide Sandals|一字凉拖',
          ),
          leaf(
            'Heels',
            '高跟鞋',
            17,
            'High Heels|高跟鞋; Block Heel Pumps|粗跟单鞋; Stiletto Heels|细跟高跟鞋; Kitten Heels|猫跟鞋',
          ),
          leaf(
            'Boots',
            '女靴',
            25,
            'Ankle Boots|短靴; Knee High Boots|长筒靴; Snow Boots|雪地靴; Chelsea Boots|切尔西靴',
            {
              use: 'for Winter|冬季; for Fall|秋季; for Walking|步行; for Outdoor|户外',
            },
          ),
          leaf(
            'Flats & Loafers',
            '平底鞋',
            14,
            'Ballet Flats|芭蕾平底鞋; Loafers|乐福鞋; Mary Jane Shoes|玛丽珍鞋; Slip-On Flats|一脚蹬平底鞋',
          ),
        ],
      },
      {
        en: "Men's Shoes",
        cn: '男鞋',
        who: "Men's|男士",
        leaves: [
          leaf(
            'Sneakers',
            '男士运动鞋',
            21,
            'Sneakers|运动鞋; Running Shoes|跑步鞋; Casual Shoes|休闲鞋; Skate Shoes|板鞋',
          ),
          leaf(
            'Boots',
            '男靴',
            29,
            'Work Boots|工装靴; Chelsea Boots|切尔西靴; Hiking Boots|登山靴; Combat Boots|马丁靴',
            {
              feature: 'Waterproof|防水; Steel Toe|钢头; Non-Slip|防滑; Lace Up|系带',
            },
          ),
          leaf(
            'Dress Shoes',
            '男士皮鞋',
            24,
            'Oxford Shoes|牛津鞋; Derby Shoes|德比鞋; Loafers|乐福鞋; Dress Shoes|正装皮鞋',
            {
              material: 'PU Leather|PU皮革; Genuine Leather|真皮; Suede|麂皮',
              use: 'for Work|上班; for Wedding|婚礼; for Business|商务; for Party|派对',
            },
          ),
        ],
      },
      {
        en: 'Slippers & Kids',
        cn: '拖鞋与童鞋',
        who: "Women's|女士; Men's|男士; Kids'|儿童; Unisex|男女同款",
        whoChance: 0.6,
        leaves: [
          leaf(
            'Slippers',
            '拖鞋',
            7,
            'Slippers|拖鞋; Slides|一字拖; Cloud Slides|踩屎感拖鞋; House Slippers|居家拖鞋',
            {
              detail: 'Open Toe|露趾; Thick Sole|厚底; Quick Dry|速干',
              use: 'for Home|居家; for Shower|浴室; for Summer|夏季; for Beach|海滩',
            },
          ),
          leaf(
            "Kids' Shoes",
            '童鞋',
            13,
            'Kids Sneakers|儿童运动鞋; Light-Up Shoes|发光鞋; Kids Sandals|儿童凉鞋; Rain Boots|雨靴',
            {
              who: "Kids'|儿童; Boys'|男童; Girls'|女童",
              detail: 'Hook And Loop|魔术贴; Lightweight Sole|轻便鞋底; Round Toe|圆头',
              use: 'for School|上学; for Outdoor|户外; for Boys|男孩; for Girls|女孩',
            },
          ),
          leaf(
            'Shoe Accessories',
            '鞋配件',
            3,
            'Insoles|鞋垫; Shoelaces|鞋带; Shoe Charms|鞋花装饰; Shoe Horn|鞋拔',
            {
              whoChance: 0.3,
              material: 'Memory Foam|记忆棉; Silicone|硅胶; PVC|PVC; Cotton|棉质',
              feature: 'Arch Support|足弓支撑; Shock Absorbing|减震; Cute|可爱; Elastic|弹力',
              detail: '2 Pairs|2双装; 10 Pcs|10件装; Set|套装',
            },
          ),
        ],
      },
    ],
  },
  {
    en: 'Baby & Maternity',
    cn: '母婴',
    shape: 'bottle',
    weight: 3,
    season: 'flat',
    nice: [10, 25, 28],
    cities: 'Huzhou, Zhejiang; Shantou, Guangdong; Ningbo, Zhejiang; Yiwu, Zhejiang; Guangzhou, Guangdong',
    storeWords: 'Baby; Little Ones; Kiddo; Mom & Baby; Bambino',
    style: 'Soft|柔软; Cute|可爱; Portable|便携; Gentle|温和',
    material: 'Silicone|硅胶; Cotton|纯棉; Bamboo|竹纤维; Organic Cotton|有机棉; BPA Free|无BPA',
    feature: 'Anti-Colic|防胀气; Leakproof|防漏; Washable|可水洗; Adjustable|可调节',
    detail: '3 Pack|3件装; Set|套装; 0-6 Months|0-6个月; 6-12 Months|6-12个月',
    use: 'for Newborn|新生儿; for Toddler|幼儿; for Baby Boys|男宝宝; for Baby Girls|女宝宝; Baby Shower Gift|满月礼物',
    subs: [
      {
        en: 'Baby Care',
        cn: '婴儿护理',
        leaves: [
          leaf(
            'Feeding',
            '喂养',
            8,
            'Baby Bottle|奶瓶; Silicone Bib|硅胶围兜; Teether|牙胶; Sippy Cup|学饮杯; Suction Plate|吸盘碗',
          ),
          leaf(
            'Diapering',
            '尿布用品',
            10,
            'Diaper Bag|妈咪包; Changing Pad|尿布垫; Diaper Caddy|尿布收纳包',
            {
              material: 'Polyester|涤纶; Waterproof Nylon|防水尼龙; Cotton|纯棉',
              feature: 'Large Capacity|大容量; Waterproof|防水; Foldable|可折叠; Multi Pocket|多口袋',
            },
          ),
          leaf('Bathing', '洗浴', 9, 'Baby Bathtub|婴儿浴盆; Hooded Towel|连帽浴巾; Bath Toy|洗澡玩具', {
            material: 'Cotton|纯棉; Bamboo|竹纤维; Plastic|塑料; Silicone|硅胶',
            feature: 'Foldable|可折叠; Non-Slip|防滑; Absorbent|吸水; Quick Dry|速干',
          }),
          leaf(
            'Baby Safety',
            '安全防护',
            5,
            'Cabinet Lock|柜门锁; Corner Guard|防撞角; Outlet Cover|插座保护盖; Baby Gate|安全门栏',
            {
              material: 'Plastic|塑料; Silicone|硅胶; Metal|金属; Foam|泡棉',
              feature: 'Easy Install|易安装; Adhesive|免打孔; Child Proof|防儿童开启; Adjustable|可调节',
            },
          ),
        ],
      },
      {
        en: 'Baby Clothing',
        cn: '婴儿服饰',
        style: 'Cute|可爱; Soft|柔软; Cartoon|卡通; Floral|碎花',
        material: 'Cotton|纯棉; Organic Cotton|有机棉; Bamboo|竹纤维; Muslin|纱布',
        feature: 'Snap Button|按扣; Zipper|拉链; Long Sleeve|长袖; Short Sleeve|短袖',
        leaves: [
          leaf(
            'Baby Rompers',
            '婴儿连体衣',
            7,
            'Romper|连体衣; Bodysuit|包屁衣; Sleep Sack|睡袋; Footed Pajamas|连脚睡衣',
          ),
          leaf(
            'Baby Outfits',
            '婴儿套装',
            9,
            'Outfit Set|套装; Baby Hat|婴儿帽; Baby Socks|婴儿袜; Baby Headband|婴儿发带',
          ),
        ],
      },
      {
        en: 'Maternity & Nursery',
        cn: '孕产与婴儿房',
        leaves: [
          leaf(
            'Maternity',
            '孕妇用品',
            13,
            'Maternity Dress|孕妇连衣裙; Nursing Bra|哺乳文胸; Pregnancy Pillow|孕妇枕; Belly Band|托腹带',
            {
              material: 'Cotton|纯棉; Modal|莫代尔; Spandex|氨纶',
              feature: 'Adjustable|可调节; Breathable|透气; Supportive|支撑; Wireless|无钢圈',
              use: 'for Pregnant Women|孕妇; for Breastfeeding|哺乳期; for Postpartum|产后',
            },
          ),
          leaf(
            'Nursery',
            '婴儿房',
            14,
            'Baby Mobile|床铃; Swaddle Blanket|襁褓包巾; Crib Sheet|婴儿床单; Baby Monitor|婴儿监视器',
            {
              material: 'Cotton|纯棉; Muslin|纱布; Wooden|木质; Felt|毛毡',
              feature: 'Soft|柔软; Breathable|透气; Musical|音乐; Washable|可水洗',
            },
          ),
          leaf(
            'Baby Toys',
            '婴儿玩具',
            7,
            'Baby Rattle|摇铃; Activity Gym|健身架游戏毯; Stacking Toy|叠叠乐; Soft Book|布书',
            {
              material: 'Silicone|硅胶; Wooden|木质; Fabric|布料; Plastic|塑料',
              feature: 'Sensory|感官; Educational|益智; Musical|音乐; Teething|牙胶',
            },
          ),
        ],
      },
    ],
  },
  {
    en: 'Automotive',
    cn: '汽车用品',
    shape: 'car',
    weight: 3,
    season: 'flat',
    nice: [12, 9],
    cities:
      'Guangzhou, Guangdong; Shenzhen, Guangdong; Taizhou, Zhejiang; Ningbo, Zhejiang; Danyang, Jiangsu',
    storeWords: 'Auto; Motors; Car Care; Drive; Garage',
    style: 'Universal|通用; Heavy Duty|重型; Portable|便携; Premium|高级',
    material: 'PU Leather|PU皮革; Silicone|硅胶; Microfiber|超细纤维; ABS|ABS; Aluminum|铝合金',
    feature: 'Universal Fit|通用款; Waterproof|防水; Easy Install|易安装; Non-Slip|防滑',
    detail: 'Set|套装; 2 Pack|2件装; 12V|12V',
    use: 'for Car|汽车用; for SUV|SUV用; for Truck|卡车用; Car Interior Accessories|汽车内饰配件',
    subs: [
      {
        en: 'Interior',
        cn: '内饰',
        material: 'PU Leather|PU皮革; Microfiber|超细纤维; Silicone|硅胶; Oxford Cloth|牛津布',
        detail: 'Set|套装; 2 Pack|2件装; 5 Seat|五座',
        leaves: [
          leaf('Seat Covers', '座套', 22, 'Seat Cover|座套; Seat Cushion|座垫; Front Seat Covers|前排座套'),
          leaf(
            'Steering Wheel Covers',
            '方向盘套',
            8,
            'Steering Wheel Cover|方向盘套; Steering Wheel Knob|方向盘助力球',
          ),
          leaf(
            'Car Organizers',
            '车载收纳',
            9,
            'Back Seat Organizer|椅背收纳袋; Trunk Organizer|后备箱收纳箱; Seat Gap Filler|座椅缝隙收纳; Car Trash Can|车载垃圾桶',
          ),
          leaf(
            'Car Air Fresheners',
            '车载香薰',
            4,
            'Car Air Freshener|车载香薰; Vent Clip Diffuser|出风口香薰夹; Car Perfume|车载香水',
            {
              material: 'Essential Oil|精油; Solid Balm|固体香膏; Aromatherapy|香薰',
              feature: 'Long Lasting|持久留香; Natural Scent|天然香型; Refillable|可替换',
            },
          ),
        ],
      },
      {
        en: 'Electronics & Care',
        cn: '车载电子与养护',
        leaves: [
          leaf(
            'Dash Cams',
            '行车记录仪',
            25,
            'Dash Cam|行车记录仪; Backup Camera|倒车影像; Mirror Dash Cam|流媒体后视镜',
            {
              material: '',
              feature: 'Night Vision|夜视; Loop Recording|循环录影; WiFi|WiFi; Wide Angle|广角',
              detail: '1080P|1080P; 4K|4K; With SD Card|含内存卡',
            },
          ),
          leaf(
            'Tire Inflators',
            '充气泵',
            24,
            'Tire Inflator|车载充气泵; Jump Starter|应急启动电源; Tire Pressure Gauge|胎压计',
            {
              material: '',
              feature: 'Digital Display|数显; Auto Shut Off|自动停止; Cordless|无线; Rechargeable|充电式',
              detail: '12V|12V; 150 PSI|150PSI; Set|套装',
            },
          ),
          leaf(
            'Car Cleaning',
            '洗车用品',
            8,
            'Microfiber Towel|洗车毛巾; Car Vacuum|车载吸尘器; Detailing Brush|洗车刷; Car Wash Mitt|洗车手套',
            {
              material: 'Microfiber|超细纤维; Chenille|雪尼尔; Boar Hair|猪鬃',
              feature: 'Scratch Free|不伤漆面; Absorbent|强吸水; Cordless|无线; Reusable|可重复使用',
              detail: '2 Pack|2件装; 6 Pack|6件装; Set|套装',
            },
          ),
        ],
      },
      {
        en: 'Exterior',
        cn: '外饰',
        use: 'for Car|汽车用; for SUV|SUV用; for Truck|卡车用',
        detail: 'Set|套装; 2 Pack|2件装',
        leaves: [
          leaf(
            'Car Lights',
            '车灯',
            12,
            'LED Headlight Bulbs|LED大灯灯泡; Interior Ambient Lights|车内氛围灯; Fog Lights|雾灯',
            {
              material: '',
              feature: 'Super Bright|超亮; Plug And Play|即插即用; Waterproof|防水; RGB|RGB',
              detail: '2 Pack|2件装; 12V|12V; 6000K|6000K',
            },
          ),
          leaf(
            'Sun Shades',
            '遮阳挡',
            9,
            'Windshield Sun Shade|前挡遮阳挡; Window Sun Shade|侧窗遮阳帘; Car Cover|车衣',
            {
              material: 'Polyester|涤纶; Reflective Foil|反光膜; Mesh|网纱',
              feature: 'Foldable|可折叠; UV Protection|防晒; Heat Blocking|隔热; Easy Install|易安装',
            },
          ),
          leaf(
            'Decals & Frames',
            '车贴装饰',
            4,
            'Car Decal|车贴; License Plate Frame|车牌框; Car Emblem Sticker|车标贴',
            {
              style: 'Funny|搞笑; Universal|通用; Premium|高级',
              material: 'Vinyl|乙烯基; Stainless Steel|不锈钢; Carbon Fiber|碳纤维; Chrome|镀铬',
              feature: 'Waterproof|防水; Self-Adhesive|自粘; Reflective|反光',
            },
          ),
        ],
      },
    ],
  },
  {
    en: 'Tools & Home Improvement',
    cn: '工具家装',
    shape: 'wrench',
    weight: 4,
    season: 'spring',
    nice: [8, 7, 6],
    cities: 'Yongkang, Zhejiang; Ningbo, Zhejiang; Jinhua, Zhejiang; Suzhou, Jiangsu; Zhongshan, Guangdong',
    storeWords: 'Tools; Hardware; Workshop; Fix; Builder',
    style: 'Professional|专业; Heavy Duty|重型; Portable|便携; Compact|小巧',
    material: 'Chrome Vanadium Steel|铬钒钢; Stainless Steel|不锈钢; Aluminum|铝合金; ABS|ABS',
    feature: 'Cordless|无线; Rechargeable|充电式; Magnetic|磁性; Adjustable|可调节; Waterproof|防水',
    detail: 'Set|套装; With Storage Case|带收纳盒; 20V|20V; 2 Pack|2件装',
    use: 'for Home|家用; for DIY|DIY用; for Garage|车库; for Woodworking|木工',
    subs: [
      {
        en: 'Hand & Power Tools',
        cn: '手动与电动工具',
        leaves: [
          leaf(
            'Hand Tools',
            '手动工具',
            10,
            'Screwdriver Set|螺丝刀套装; Wrench Set|扳手套装; Pliers|钳子; Utility Knife|美工刀; Hex Key Set|内六角扳手套装',
            {
              feature: 'Magnetic|磁性; Ratcheting|棘轮; Adjustable|可调节; Non-Slip Grip|防滑手柄',
              detail: 'Set|套装; With Storage Case|带收纳盒; 24 Piece|24件套',
            },
          ),
          leaf(
            'Power Tools',
            '电动工具',
            35,
            'Cordless Drill|无线电钻; Electric Screwdriver|电动螺丝刀; Angle Grinder|角磨机; Heat Gun|热风枪',
            {
              material: '',
              feature: 'Cordless|无线; Brushless|无刷; Variable Speed|无级变速; Rechargeable|充电式',
              detail: '20V|20V; With Battery|含电池; With Storage Case|带收纳盒; Set|套装',
            },
          ),
          leaf(
            'Measuring Tools',
            '测量工具',
            8,
            'Tape Measure|卷尺; Laser Level|激光水平仪; Digital Caliper|数显卡尺; Stud Finder|墙体探测仪',
            {
              material: 'Stainless Steel|不锈钢; ABS|ABS; Aluminum|铝合金',
              feature: 'Digital|数显; Magnetic|磁性; Self-Leveling|自动调平; Rechargeable|充电式',
              detail: '16 ft|5米; 25 ft|7.5米; With Storage Case|带收纳盒',
            },
          ),
        ],
      },
      {
        en: 'Home Improvement',
        cn: '家装',
        material: 'Plastic|塑料; Stainless Steel|不锈钢; Zinc Alloy|锌合金; Aluminum|铝合金',
        detail: '2 Pack|2件装; 4 Pack|4件装; 10 Pack|10件装; Set|套装',
        use: 'for Home|家用; for Bathroom|浴室; for Kitchen|厨房; for DIY|DIY用',
        leaves: [
          leaf(
            'Electrical',
            '电工照明',
            9,
            'Smart Plug|智能插座; Extension Cord|插线板; Motion Sensor Light|感应灯; Light Switch|开关面板',
            { feature: 'WiFi|WiFi; Surge Protector|防雷; USB Ports|带USB口; Timer|定时' },
          ),
          leaf(
            'Hardware',
            '五金',
            5,
            'Adhesive Hooks|免打孔挂钩; Cabinet Handles|柜门拉手; Door Stopper|门挡; Drawer Slides|抽屉滑轨',
            { feature: 'Load Bearing|承重; Waterproof|防水; No Drilling|免打孔; Soft Close|阻尼' },
          ),
          leaf(
            'Bath Fixtures',
            '卫浴五金',
            11,
            'Shower Head|花洒; Faucet Aerator|水龙头起泡器; Drain Strainer|地漏过滤网; Toilet Seat|马桶盖',
            { feature: 'High Pressure|增压; Filtered|带过滤; Easy Install|易安装; Anti-Clog|防堵' },
          ),
        ],
      },
      {
        en: 'Cleaning & Storage',
        cn: '清洁与收纳',
        material: 'Microfiber|超细纤维; Stainless Steel|不锈钢; Plastic|塑料; Steel|钢制',
        detail: 'Set|套装; 2 Pack|2件装; 10 Pack|10件装',
        use: 'for Home|家用; for Kitchen|厨房; for Bathroom|浴室; for Garage|车库',
        leaves: [
          leaf(
            'Cleaning Tools',
            '清洁工具',
            7,
            'Spin Mop|旋转拖把; Cleaning Brush|清洁刷; Microfiber Cloth|超细纤维抹布; Lint Roller|粘毛器; Squeegee|刮水器',
            { feature: 'Reusable|可重复使用; Multifunctional|多功能; Extendable|可伸缩; Washable|可水洗' },
          ),
          leaf(
            'Tool Storage',
            '工具收纳',
            14,
            'Tool Box|工具箱; Tool Organizer|工具收纳包; Pegboard|洞洞板; Tool Belt|工具腰包',
            { feature: 'Waterproof|防水; Multi Pocket|多口袋; Lockable|可上锁; Stackable|可叠放' },
          ),
        ],
      },
    ],
  },
  {
    en: 'Office & School Supplies',
    cn: '办公文具',
    shape: 'pencil',
    weight: 3,
    season: 'school',
    nice: [16],
    cities: 'Ningbo, Zhejiang; Wenzhou, Zhejiang; Yiwu, Zhejiang; Shanghai; Shantou, Guangdong',
    storeWords: 'Stationery; Office; Paper; Study; Desk',
    style: 'Cute|可爱; Aesthetic|ins风; Minimalist|简约; Kawaii|日系可爱; Professional|专业',
    material: 'Metal|金属; Plastic|塑料; Wooden|木质; Kraft Paper|牛皮纸; PU Leather|PU皮革',
    feature: 'Quick Dry|速干; Smooth Writing|书写顺滑; Refillable|可替换; Portable|便携',
    detail: 'Set|套装; 12 Pack|12支装; 24 Colors|24色; A5|A5',
    use: 'for School|学生; for Office|办公; for Journaling|手账; for Kids|儿童; Back To School|开学季',
    subs: [
      {
        en: 'Writing',
        cn: '书写工具',
        material: '',
        feature: 'Quick Dry|速干; Smooth Writing|书写顺滑; Retractable|按动式; Fine Tip|细头; Erasable|可擦',
        detail: '12 Pack|12支装; 24 Colors|24色; Set|套装; 0.5mm|0.5毫米',
        leaves: [
          leaf(
            'Pens',
            '笔',
            4,
            'Gel Pen Set|中性笔套装; Highlighters|荧光笔; Fountain Pen|钢笔; Ballpoint Pens|圆珠笔; Gel Pens|中性笔',
          ),
          leaf(
            'Pencils',
            '铅笔',
            3,
            'Pencil Set|铅笔套装; Mechanical Pencil|自动铅笔; Colored Pencils|彩色铅笔; Pencil Sharpener|卷笔刀',
          ),
          leaf(
            'Markers',
            '马克笔',
            5,
            'Marker Pens|马克笔; Dual Tip Markers|双头马克笔; Brush Pens|软头笔; Whiteboard Markers|白板笔',
          ),
        ],
      },
      {
        en: 'Paper & Organization',
        cn: '本册与收纳',
        material: 'Kraft Paper|牛皮纸; PU Leather|PU皮革; Metal|金属; Plastic|塑料',
        feature: 'Large Capacity|大容量; Refillable|可替换; Multi Layer|多层; Stackable|可叠放',
        detail: 'Set|套装; 2 Pack|2件装; A5|A5',
        leaves: [
          leaf(
            'Notebooks',
            '笔记本',
            5,
            'Notebook|笔记本; Planner|计划本; Sticky Notes|便利贴; Spiral Notebook|线圈本',
            {
              feature: 'Dotted|点阵; Lined|横线; Hardcover|硬壳; Undated|无日期',
              detail: 'A5|A5; B5|B5; 3 Pack|3本装; 100 Sheets|100页',
            },
          ),
          leaf(
            'Desk Organizers',
            '桌面收纳',
            8,
            'Desk Organizer|桌面收纳盒; Pen Holder|笔筒; File Folder|文件夹; Magazine Holder|文件架',
          ),
          leaf('Pencil Cases', '笔袋', 4, 'Pencil Case|笔袋; Pencil Pouch|文具袋; Pencil Box|文具盒', {
            material: 'Canvas|帆布; PU Leather|PU皮革; Plastic|塑料; Silicone|硅胶',
            feature: 'Large Capacity|大容量; Multi Layer|多层; Zipper|拉链; Waterproof|防水',
          }),
        ],
      },
      {
        en: 'Office Equipment',
        cn: '办公设备',
        material: 'Metal|金属; Wooden|木质; Plastic|塑料; PU Leather|PU皮革',
        feature: 'Adjustable|可调节; Foldable|可折叠; Non-Slip|防滑; USB Powered|USB供电',
        detail: 'Set|套装; Large|大号; 2 Pack|2件装',
        use: 'for Office|办公; for Home Office|居家办公; for School|学生; for Small Business|小商家',
        leaves: [
          leaf(
            'Desk Accessories',
            '办公桌配件',
            12,
            'Monitor Stand|显示器支架; Desk Mat|桌垫; Footrest|脚踏; Desk Lamp|护眼台灯',
          ),
          leaf(
            'Label Makers',
            '标签打印机',
            20,
            'Label Maker|标签机; Thermal Printer|热敏打印机; Label Tape|标签纸',
            {
              feature: 'Bluetooth|蓝牙; Portable|便携; Inkless|免墨; Rechargeable|充电式',
              detail: '3 Rolls|3卷; Set|套装; With Label Tape|含标签纸',
            },
          ),
          leaf(
            'Calculators',
            '计算器',
            7,
            'Calculator|计算器; Scientific Calculator|科学计算器; Desk Calculator|桌面计算器',
            { feature: 'Solar Powered|太阳能; Large Display|大屏; 12 Digit|12位; Battery Operated|电池供电' },
          ),
        ],
      },
    ],
  },
  {
    en: 'Arts & Crafts',
    cn: '手工艺品',
    shape: 'palette',
    weight: 4,
    season: 'holiday',
    nice: [16, 2, 26],
    cities: 'Yiwu, Zhejiang; Ningbo, Zhejiang; Shantou, Guangdong; Cangnan, Zhejiang; Xiamen, Fujian',
    storeWords: 'Crafts; Studio; Art Supplies; Maker; Hobby',
    style: 'Creative|创意; DIY|DIY; Vintage|复古; Cute|可爱',
    material: 'Wooden|木质; Acrylic|亚克力; Polymer Clay|软陶; Cotton|棉质; Glass|玻璃',
    feature: 'Non-Toxic|无毒; Washable|可水洗; Vibrant|鲜艳; Beginner Friendly|新手友好',
    detail: 'Set|套装; Kit|套件; 24 Colors|24色; 48 Colors|48色',
    use: 'for Adults|成人; for Kids|儿童; for Beginners|初学者; Gift|礼物',
    subs: [
      {
        en: 'Painting & Drawing',
        cn: '绘画',
        material: '',
        feature: 'Non-Toxic|无毒; Washable|可水洗; Vibrant|鲜艳; Quick Dry|速干; Professional Grade|专业级',
        detail: 'Set|套装; 24 Colors|24色; 48 Colors|48色; 12 Pack|12件装',
        leaves: [
          leaf(
            'Paints',
            '颜料',
            7,
            'Acrylic Paint Set|丙烯颜料套装; Watercolor Paint Set|水彩颜料套装; Acrylic Paint Markers|丙烯马克笔; Gouache Paint|水粉颜料',
          ),
          leaf(
            'Brushes & Canvas',
            '画笔画布',
            7,
            'Paint Brush Set|画笔套装; Canvas Panels|画布板; Tabletop Easel|桌面画架; Palette|调色盘',
            { material: 'Nylon|尼龙; Wooden|木质; Cotton|纯棉' },
          ),
          leaf(
            'Sketching',
            '素描',
            6,
            'Sketchbook|素描本; Sketch Pencil Set|素描铅笔套装; Charcoal Pencils|炭笔',
            { material: 'Graphite|石墨; Kraft Paper|牛皮纸; Wooden|木质' },
          ),
        ],
      },
      {
        en: 'Crafting',
        cn: '手工',
        leaves: [
          leaf(
            'Beads & Jewelry Making',
            '串珠',
            5,
            'Bead Kit|串珠套装; Clay Beads|软陶珠; Jewelry Making Kit|首饰制作套装; Letter Beads|字母珠',
          ),
          leaf(
            'Sewing & Knitting',
            '缝纫编织',
            7,
            'Crochet Kit|钩针套装; Yarn|毛线; Sewing Kit|针线包; Embroidery Kit|刺绣套装',
            { material: 'Cotton|棉质; Acrylic|腈纶; Wool|羊毛; Bamboo|竹制' },
          ),
          leaf(
            'Diamond Painting',
            '钻石画',
            6,
            'Diamond Painting Kit|钻石画套装; Paint By Numbers|数字油画; Diamond Art|钻石贴画',
            {
              material: 'Resin|树脂; Acrylic|亚克力; Canvas|帆布',
              feature: 'Full Drill|满钻; Round Drill|圆钻; Beginner Friendly|新手友好; Framed|带框',
            },
          ),
          leaf(
            'Scrapbooking & Stickers',
            '手账贴纸',
            4,
            'Sticker Pack|贴纸包; Washi Tape|和纸胶带; Stamp Set|印章套装; Scrapbook Kit|手账套装',
            { material: 'Kraft Paper|牛皮纸; Vinyl|乙烯基; Rubber|橡胶; Wooden|木质' },
          ),
        ],
      },
      {
        en: 'Party & Festive',
        cn: '派对节庆',
        use: 'for Birthday|生日; for Wedding|婚礼; for Christmas|圣诞节; for Halloween|万圣节; for Baby Shower|宝宝派对',
        style: 'Festive|节日; Elegant|优雅; Cute|可爱; Vintage|复古',
        material: 'Paper|纸质; Latex|乳胶; Satin|缎面; Glitter|闪粉',
        feature: 'Reusable|可重复使用; Easy Setup|易布置; Handmade|手工; Decorative|装饰',
        detail: 'Set|套装; 50 Pcs|50件; 100 Pcs|100件; Kit|套件',
        leaves: [
          leaf(
            'Party Decorations',
            '派对装饰',
            6,
            'Balloon Garland Kit|气球拱门套装; Birthday Banner|生日横幅; Party Decorations|派对装饰; Cake Topper|蛋糕插牌',
          ),
          leaf(
            'Gift Wrapping',
            '礼品包装',
            4,
            'Gift Bags|礼品袋; Wrapping Paper|包装纸; Ribbon|丝带; Gift Box|礼品盒',
          ),
          leaf(
            'Seasonal Decor',
            '节日装饰',
            8,
            'Christmas Ornaments|圣诞挂件; Halloween Decoration|万圣节装饰; Easter Decoration|复活节装饰; Christmas Wreath|圣诞花环',
            { material: 'Plastic|塑料; Glass|玻璃; Felt|毛毡; Wooden|木质' },
          ),
        ],
      },
    ],
  },
  {
    en: 'Patio & Garden',
    cn: '庭院园艺',
    shape: 'plant',
    weight: 3,
    season: 'spring',
    nice: [8, 11, 21],
    cities: 'Jinhua, Zhejiang; Ningbo, Zhejiang; Xiamen, Fujian; Taizhou, Zhejiang; Qingdao, Shandong',
    storeWords: 'Garden; Greenhouse; Patio; Bloom; Outdoor Living',
    style: 'Decorative|装饰; Modern|现代; Rustic|乡村风; Outdoor|户外',
    material: 'Ceramic|陶瓷; Plastic|塑料; Metal|金属; Resin|树脂; Stainless Steel|不锈钢',
    feature: 'Weatherproof|防风雨; Solar Powered|太阳能; Rust Resistant|防锈; Waterproof|防水',
    detail: 'Set|套装; 2 Pack|2件装; 10 Pack|10件装; Large|大号',
    use: 'for Garden|花园; for Patio|庭院; for Balcony|阳台; for Indoor Plants|室内植物; for Yard|院子',
    subs: [
      {
        en: 'Gardening',
        cn: '园艺',
        leaves: [
          leaf(
            'Planters',
            '花盆',
            8,
            'Flower Pot|花盆; Hanging Planter|吊篮花盆; Self-Watering Planter|自吸水花盆; Plant Stand|花架',
          ),
          leaf(
            'Garden Tools',
            '园艺工具',
            10,
            'Pruning Shears|修枝剪; Garden Tool Set|园艺工具套装; Garden Gloves|园艺手套; Garden Kneeler|园艺跪凳',
            {
              material: 'Stainless Steel|不锈钢; Carbon Steel|碳钢; Aluminum|铝合金; Rubber|橡胶',
              feature: 'Ergonomic|人体工学; Rust Resistant|防锈; Heavy Duty|重型; Sharp|锋利',
              detail: 'Set|套装; 2 Pack|2件装; With Carry Bag|带收纳袋',
            },
          ),
          leaf(
            'Watering',
            '浇水灌溉',
            9,
            'Garden Hose|园艺水管; Hose Nozzle|水枪喷头; Watering Can|浇水壶; Drip Irrigation Kit|滴灌套装',
            {
              material: 'Brass|黄铜; Metal|金属; Plastic|塑料',
              feature: 'Leakproof|防漏; Expandable|可伸缩; Adjustable|可调节; Kink Free|防缠绕',
              detail: '50 ft|15米; 100 ft|30米; Set|套装',
            },
          ),
          leaf(
            'Plant Care',
            '植物养护',
            4,
            'Plant Labels|植物标签; Plant Support Stakes|植物支撑杆; Grow Bags|种植袋; Seed Starter Tray|育苗盘',
            {
              material: 'Plastic|塑料; Bamboo|竹制; Fabric|无纺布; Metal|金属',
              feature: 'Reusable|可重复使用; Breathable|透气; Weatherproof|防风雨',
            },
          ),
        ],
      },
      {
        en: 'Outdoor Living',
        cn: '户外生活',
        use: 'for Garden|花园; for Patio|庭院; for Yard|院子; for Balcony|阳台; for Pathway|小径',
        leaves: [
          leaf(
            'Outdoor Lighting',
            '户外照明',
            11,
            'Solar Lights|太阳能灯; Solar Pathway Lights|太阳能草坪灯; Outdoor String Lights|户外串灯; Solar Wall Light|太阳能壁灯',
            {
              material: 'ABS|ABS; Stainless Steel|不锈钢; Glass|玻璃',
              feature: 'Motion Sensor|人体感应; Waterproof|防水; Auto On Off|光控开关; Warm White|暖白光',
            },
          ),
          leaf(
            'Furniture Covers',
            '家具罩',
            16,
            'Patio Furniture Cover|庭院家具罩; Grill Cover|烤炉罩; Umbrella Cover|遮阳伞罩',
            {
              material: 'Oxford Cloth|牛津布; Polyester|涤纶; PVC|PVC',
              feature: 'Waterproof|防水; UV Resistant|防紫外线; Windproof|防风; Heavy Duty|加厚',
            },
          ),
          leaf(
            'Outdoor Decor',
            '庭院装饰',
            10,
            'Wind Chime|风铃; Garden Statue|庭院摆件; Bird Feeder|喂鸟器; Garden Stake|花园插件',
          ),
          leaf(
            'Pest Control',
            '驱虫',
            9,
            'Mosquito Killer Lamp|灭蚊灯; Bug Zapper|电蚊拍; Ultrasonic Pest Repeller|超声波驱虫器',
            {
              material: 'ABS|ABS; Plastic|塑料',
              feature: 'Rechargeable|充电式; Solar Powered|太阳能; UV Light|紫光诱蚊; Quiet|静音',
            },
          ),
        ],
      },
    ],
  },
  {
    en: 'Health & Household',
    cn: '健康家居',
    shape: 'pill',
    weight: 3,
    season: 'winter',
    nice: [10, 5, 21],
    cities: 'Ningbo, Zhejiang; Shenzhen, Guangdong; Xiamen, Fujian; Yiwu, Zhejiang; Zhongshan, Guangdong',
    storeWords: 'Health; Wellness; Care; Household; Daily',
    style: 'Portable|便携; Gentle|温和; Smart|智能; Compact|小巧',
    material: 'Silicone|硅胶; Cotton|棉质; Plastic|塑料; Neoprene|氯丁橡胶',
    feature: 'Rechargeable|充电式; Adjustable|可调节; Breathable|透气; Reusable|可重复使用',
    detail: 'Set|套装; 2 Pack|2件装; Large|大号',
    use: 'for Home|家用; for Travel|旅行; for Office|办公室; for Pain Relief|缓解酸痛; for Women|女士; for Men|男士',
    subs: [
      {
        en: 'Health Care',
        cn: '健康护理',
        leaves: [
          leaf(
            'Massage & Relaxation',
            '按摩放松',
            18,
            'Massage Gun|筋膜枪; Neck Massager|颈部按摩仪; Foot Massager|足部按摩器; Sleep Mask|睡眠眼罩; Heating Pad|电热敷垫',
            {
              material: 'ABS|ABS; Silicone|硅胶; Memory Foam|记忆棉',
              feature: 'Rechargeable|充电式; Heated|加热; Deep Tissue|深层; Cordless|无线',
            },
          ),
          leaf(
            'Medical Supplies',
            '医疗护理',
            7,
            'Pill Organizer|药盒; First Aid Kit|急救包; Digital Thermometer|电子体温计; Ice Pack|冰袋',
          ),
          leaf(
            'Braces & Supports',
            '护具',
            9,
            'Knee Brace|护膝; Posture Corrector|矫姿带; Wrist Brace|护腕; Back Brace|护腰',
            {
              feature: 'Adjustable|可调节; Breathable|透气; Compression|加压; Non-Slip|防滑',
            },
          ),
        ],
      },
      {
        en: 'Household Supplies',
        cn: '家居日用',
        style: 'Heavy Duty|加厚; Eco Friendly|环保; Compact|小巧; Minimalist|简约',
        material: 'Plastic|塑料; Stainless Steel|不锈钢; Bamboo|竹制; Silicone|硅胶',
        feature: 'Foldable|可折叠; Odor Control|防异味; Large Capacity|大容量; Non-Slip|防滑',
        use: 'for Home|家用; for Kitchen|厨房; for Bathroom|浴室; for Laundry Room|洗衣房',
        leaves: [
          leaf(
            'Laundry',
            '洗衣用品',
            7,
            'Laundry Basket|脏衣篮; Mesh Laundry Bag|洗衣袋; Drying Rack|晾衣架; Clothespins|晾衣夹',
          ),
          leaf(
            'Trash & Cleaning',
            '垃圾桶与清洁',
            11,
            'Trash Can|垃圾桶; Trash Bags|垃圾袋; Dish Sponges|洗碗海绵; Rubber Gloves|橡胶手套',
          ),
          leaf(
            'Air Care',
            '空气护理',
            11,
            'Essential Oil Diffuser|香薰机; Reed Diffuser|藤条香薰; Dehumidifier Bags|除湿袋; Essential Oils|精油',
            {
              material: 'Ceramic|陶瓷; Wood Grain|木纹; Glass|玻璃',
              feature: 'Ultrasonic|超声波; Waterless|无水; Timer|定时; Aromatherapy|香薰',
            },
          ),
          leaf(
            'Oral Care',
            '口腔护理',
            12,
            'Electric Toothbrush|电动牙刷; Water Flosser|冲牙器; Toothbrush Heads|替换刷头; Tongue Scraper|刮舌器',
            {
              material: '',
              feature: 'Rechargeable|充电式; Waterproof|防水; Sonic|声波; Cordless|无线',
              use: 'for Adults|成人; for Kids|儿童; for Travel|旅行; for Sensitive Teeth|敏感牙齿',
            },
          ),
        ],
      },
    ],
  },
  {
    en: 'Appliances',
    cn: '家用电器',
    shape: 'appliance',
    weight: 2,
    season: 'holiday',
    nice: [11, 7],
    cities: 'Foshan, Guangdong; Ningbo, Zhejiang; Cixi, Zhejiang; Zhongshan, Guangdong; Shenzhen, Guangdong',
    storeWords: 'Appliances; Electric; Home Tech; Living; Smart Home',
    style: 'Portable|便携式; Smart|智能; Compact|小型; Quiet|静音; Mini|迷你',
    material: 'Stainless Steel|不锈钢; Glass|玻璃; BPA Free|无BPA',
    feature: 'Rechargeable|充电式; Digital Display|数显; Timer|定时; Automatic|全自动; Cordless|无线',
    detail: '1200W|1200W; Large Capacity|大容量; 2 Speed|两档',
    use: 'for Kitchen|厨房; for Home|家用; for Office|办公室; for Bedroom|卧室; for Travel|旅行',
    subs: [
      {
        en: 'Kitchen Appliances',
        cn: '厨房电器',
        use: 'for Kitchen|厨房; for Home|家用; for Office|办公室; for Travel|旅行',
        leaves: [
          leaf(
            'Blenders & Juicers',
            '料理机',
            28,
            'Portable Blender|便携榨汁杯; Countertop Blender|破壁料理机; Hand Blender|手持料理棒; Juicer|榨汁机',
            {
              feature: 'Rechargeable|充电式; Cordless|无线; Powerful|强劲; Easy Clean|易清洁',
            },
          ),
          leaf(
            'Coffee Makers',
            '咖啡机',
            35,
            'Coffee Maker|咖啡机; Milk Frother|奶泡器; Coffee Grinder|磨豆机; Espresso Machine|意式咖啡机',
            {
              feature: 'Automatic|全自动; Timer|定时; Programmable|可编程; Digital Display|数显',
            },
          ),
          leaf(
            'Cookers & Fryers',
            '空气炸锅与电饭煲',
            45,
            'Air Fryer|空气炸锅; Rice Cooker|电饭煲; Electric Kettle|电热水壶; Sandwich Maker|三明治机',
            {
              feature: 'Digital Display|数显; Timer|定时; Automatic|全自动; Non-Stick|不粘',
              detail: '1.7L|1.7升; 5 Qt|5夸脱; 1200W|1200W; Large Capacity|大容量',
            },
          ),
        ],
      },
      {
        en: 'Home Appliances',
        cn: '生活电器',
        material: '',
        use: 'for Home|家用; for Bedroom|卧室; for Office|办公室; for Living Room|客厅',
        leaves: [
          leaf(
            'Vacuums',
            '吸尘器',
            40,
            'Cordless Vacuum|无线吸尘器; Handheld Vacuum|手持吸尘器; Robot Vacuum|扫地机器人; Stick Vacuum|立式吸尘器',
            {
              feature: 'Cordless|无线; Powerful Suction|强力吸尘; Lightweight|轻量; HEPA Filter|HEPA滤网',
              detail: '2 Speed|两档; Rechargeable|充电式; Large Capacity|大容量',
              use: 'for Pet Hair|宠物毛发; for Carpet|地毯; for Home|家用; for Car|车载',
            },
          ),
          leaf(
            'Fans & Heaters',
            '风扇与取暖器',
            22,
            'Desk Fan|桌面风扇; Tower Fan|塔扇; Space Heater|取暖器; Neck Fan|挂脖风扇',
            {
              feature: 'Quiet|静音; Oscillating|摇头; Remote Control|遥控; USB Powered|USB供电',
              detail: '3 Speed|三档; Rechargeable|充电式; 1500W|1500W',
            },
          ),
          leaf(
            'Air Treatment',
            '加湿净化',
            26,
            'Humidifier|加湿器; Air Purifier|空气净化器; Dehumidifier|除湿机',
            {
              feature: 'Quiet|静音; Cool Mist|冷雾; HEPA Filter|HEPA滤网; Auto Shut Off|自动断电',
              detail: 'Large Capacity|大容量; 2.5L|2.5升; Night Light|夜灯',
            },
          ),
          leaf(
            'Garment Care',
            '衣物护理',
            18,
            'Garment Steamer|挂烫机; Lint Shaver|毛球修剪器; Mini Sewing Machine|迷你缝纫机; Travel Iron|旅行熨斗',
            {
              feature: 'Handheld|手持; Fast Heating|快速加热; Foldable|可折叠; Cordless|无线',
              detail: '1200W|1200W; Rechargeable|充电式; Set|套装',
              use: 'for Home|家用; for Travel|旅行; for Clothes|衣物',
            },
          ),
        ],
      },
    ],
  },
]

// ---------------------------------------------------------------------------------------------
// The compiled tree

export interface Category {
  id: number
  parent_id: number | null
  level: 1 | 2 | 3
  name_en: string
  name_cn: string
}

export interface TopCategory extends Category {
  level: 1
  index: number
  shape: ShapeName
  weight: number
  season: Seasonality
  nice: readonly number[]
  cities: readonly string[]
  storeWords: readonly string[]
}

export interface UniverseTerm extends Term {
  slot: Slot
  /** Number of English words, for keyword length limits. */
  words: number
  /** Lower-case English, for containment checks. */
  lower: string
}

export interface Leaf extends Category {
  level: 3
  /** Position in LEAVES, used as a compact index in typed arrays. */
  index: number
  top: TopCategory
  subId: number
  priceUsd: number
  nouns: readonly Term[]
  pools: Readonly<Record<Exclude<Slot, 'noun' | 'color'>, readonly Term[]>>
  whoChance: number
  /** Terms a title of this leaf can contain, in slot order; index = mask bit. */
  universe: readonly UniverseTerm[]
  /** Per universe term: the bits of every term it contains in both languages (itself included). */
  impliedLo: Uint32Array
  impliedHi: Uint32Array
  /** Universe bits of the nouns and of each pool's terms (-1: beyond the 64 tracked bits). */
  bits: Readonly<Record<Exclude<Slot, 'color'>, readonly number[]>>
  /** Universe bit of each palette colour, by palette index. */
  colorBits: readonly number[]
}

export function parseTerms(list: string | undefined): Term[] {
  if (!list) return []
  return list.split(';').map((item) => {
    const [en, cn, extra] = item.split('|').map((part) => part.trim())
    if (!en || !cn || extra !== undefined) throw new Error(`bad term "${item}"`)
    return { en, cn }
  })
}

const POOL_SLOTS = ['who', 'style', 'material', 'feature', 'detail', 'use'] as const
const MAX_BITS = 64

export const COLOR_TERMS: readonly (Term & { id: string })[] = PALETTE.map(({ id, en, cn }) => ({
  id,
  en,
  cn,
}))

function buildUniverse(
  nouns: Term[],
  pools: Record<(typeof POOL_SLOTS)[number], Term[]>,
): { universe: UniverseTerm[]; lo: Uint32Array; hi: Uint32Array } {
  const ordered: [Slot, Term[]][] = [
    ['who', pools.who],
    ['style', pools.style],
    ['material', pools.material],
    ['feature', pools.feature],
    ['noun', nouns],
    ['detail', pools.detail],
    ['color', COLOR_TERMS.map(({ en, cn }) => ({ en, cn }))],
    ['use', pools.use],
  ]
  const universe: UniverseTerm[] = []
  const seen = new Set<string>()
  for (const [slot, terms] of ordered) {
    for (const term of terms) {
      // A term shared by two pools (Waterproof as style and feature) keeps its first bit.
      if (seen.has(term.en) || universe.length >= MAX_BITS) continue
      seen.add(term.en)
      universe.push({ ...term, slot, words: term.en.split(' ').length, lower: term.en.toLowerCase() })
    }
  }
  const lo = new Uint32Array(universe.length)
  const hi = new Uint32Array(universe.length)
  universe.forEach((outer, i) => {
    const en = outer.en.toLowerCase()
    universe.forEach((inner, j) => {
      if (en.includes(inner.en.toLowerCase()) && outer.cn.includes(inner.cn)) {
        if (j < 32) lo[i]! |= 1 << j
        else hi[i]! |= 1 << (j - 32)
      }
    })
  })
  return { universe, lo, hi }
}

const CATEGORY_LIST: Category[] = []
const TOP_LIST: TopCategory[] = []
const LEAF_LIST: Leaf[] = []

TREE.forEach((topSpec, t) => {
  const top: TopCategory = {
    id: t + 1,
    parent_id: null,
    level: 1,
    name_en: topSpec.en,
    name_cn: topSpec.cn,
    index: t,
    shape: topSpec.shape,
    weight: topSpec.weight,
    season: topSpec.season,
    nice: topSpec.nice,
    cities: topSpec.cities.split(';').map((city) => city.trim()),
    storeWords: topSpec.storeWords.split(';').map((word) => word.trim()),
  }
  TOP_LIST.push(top)
  topSpec.subs.forEach((subSpec, s) => {
    // Ids encode the position (top 3 → sub 301 → leaf 30102) so appending a node never renumbers others.
    const subId = top.id * 100 + s + 1
    CATEGORY_LIST.push({ id: subId, parent_id: top.id, level: 2, name_en: subSpec.en, name_cn: subSpec.cn })
    subSpec.leaves.forEach((leafSpec, l) => {
      const pools = {} as Record<(typeof POOL_SLOTS)[number], Term[]>
      for (const slot of POOL_SLOTS)
        pools[slot] = parseTerms(leafSpec[slot] ?? subSpec[slot] ?? topSpec[slot])
      const nouns = parseTerms(leafSpec.nouns)
      const { universe, lo, hi } = buildUniverse(nouns, pools)
      const bitOfTerm = (term: Term) => universe.findIndex((candidate) => candidate.en === term.en)
      const bits = { noun: nouns.map(bitOfTerm) } as Record<Exclude<Slot, 'color'>, number[]>
      for (const slot of POOL_SLOTS) bits[slot] = pools[slot].map(bitOfTerm)
      LEAF_LIST.push({
        id: subId * 100 + l + 1,
        parent_id: subId,
        level: 3,
        name_en: leafSpec.en,
        name_cn: leafSpec.cn,
        index: LEAF_LIST.length,
        top,
        subId,
        priceUsd: leafSpec.price,
        nouns,
        pools,
        whoChance: leafSpec.whoChance ?? subSpec.whoChance ?? topSpec.whoChance ?? 0,
        universe,
        impliedLo: lo,
        impliedHi: hi,
        bits,
        colorBits: COLOR_TERMS.map(bitOfTerm),
      })
    })
  })
})

export const TOP_CATEGORIES: readonly TopCategory[] = TOP_LIST
export const LEAVES: readonly Leaf[] = LEAF_LIST

/** Every category, parents before children (the ingest resolves parents as it reads). */
export const CATEGORIES: readonly Category[] = [
  ...TOP_LIST.map(({ id, parent_id, level, name_en, name_cn }) => ({
    id,
    parent_id,
    level,
    name_en,
    name_cn,
  })),
  ...CATEGORY_LIST,
  ...LEAF_LIST.map(({ id, parent_id, level, name_en, name_cn }) => ({
    id,
    parent_id,
    level,
    name_en,
    name_cn,
  })),
]

/** Monthly demand multipliers, January first. */
export const SEASON_PROFILES: Readonly<Record<Seasonality, readonly number[]>> = {
  flat: [1, 0.95, 1, 1, 1, 0.98, 0.97, 1, 1, 1.02, 1.08, 1.15],
  summer: [0.7, 0.75, 0.9, 1.05, 1.2, 1.35, 1.35, 1.2, 1, 0.85, 0.8, 0.85],
  winter: [1.3, 1.2, 1, 0.85, 0.75, 0.7, 0.7, 0.75, 0.9, 1.1, 1.25, 1.35],
  holiday: [0.85, 0.8, 0.85, 0.9, 0.9, 0.9, 0.9, 0.95, 1, 1.1, 1.45, 1.6],
  spring: [0.8, 0.9, 1.2, 1.4, 1.4, 1.2, 1, 0.9, 0.85, 0.8, 0.75, 0.8],
  school: [1.05, 0.9, 0.9, 0.9, 0.9, 0.95, 1.25, 1.45, 1.2, 0.95, 0.9, 0.95],
}

// ---------------------------------------------------------------------------------------------
// Titles and keywords

export interface ComposedTitle {
  en: string
  cn: string
  maskLo: number
  maskHi: number
  /** Bit of the product noun in the leaf's universe. */
  nounBit: number
}

const SLOT_CHANCE: Record<Exclude<Slot, 'noun' | 'who' | 'color'>, number> = {
  style: 0.55,
  material: 0.6,
  feature: 0.65,
  detail: 0.5,
  use: 0.45,
}

const ASCII_EDGE = /[A-Za-z0-9+]/

/** Concatenates Chinese title parts, keeping a space between two Latin runs ("USB 快充" not "USBType-C"). */
function joinChinese(parts: readonly string[]): string {
  let out = ''
  for (const part of parts) {
    if (out && ASCII_EDGE.test(out[out.length - 1]!) && ASCII_EDGE.test(part[0]!)) out += ' '
    out += part
  }
  return out
}

/** Formats chosen universe bits as title or keyword text in both languages. */
function render(leaf: Leaf, bits: readonly number[], keyword: boolean): { en: string; cn: string } {
  const terms = bits.map((bit) => leaf.universe[bit]!)
  const prefix = terms.filter((term) => PREFIX_SLOTS.includes(term.slot))
  const suffix = terms.filter((term) => !PREFIX_SLOTS.includes(term.slot))
  if (keyword) {
    return {
      en: terms.map((term) => term.en.toLowerCase()).join(' '),
      cn: [joinChinese(prefix.map((term) => term.cn)), ...suffix.map((term) => term.cn)]
        .filter(Boolean)
        .join(' '),
    }
  }
  const enHead = prefix.map((term) => term.en).join(' ')
  return {
    en: [enHead, ...suffix.map((term) => term.en)].join(', '),
    cn: [joinChinese(prefix.map((term) => term.cn)), ...suffix.map((term) => term.cn)].join(' '),
  }
}

function addMask(leaf: Leaf, bit: number, mask: [number, number]): void {
  mask[0] = (mask[0] | leaf.impliedLo[bit]!) >>> 0
  mask[1] = (mask[1] | leaf.impliedHi[bit]!) >>> 0
}

/**
 * A product title for `leaf`. `colorId` (the colour of the product picture) is named in about a
 * quarter of titles, so a title never names a colour its picture does not show. `withText` false
 * skips building the strings (the mask is all a caller may need); the random draws are the same.
 */
export function composeTitle(leaf: Leaf, rng: Rng, colorId: string, withText = true): ComposedTitle {
  const nounBit = rng.pick(leaf.bits.noun)
  const chosen: number[] = [nounBit]
  const consider = (bit: number) => {
    if (bit < 0) return
    // Skip a term already said by another ("Set" after "Outfit Set", "Casual" after "Casual Shoes").
    const lower = leaf.universe[bit]!.lower
    for (const other of chosen) {
      const otherLower = leaf.universe[other]!.lower
      if (otherLower.includes(lower) || lower.includes(otherLower)) return
    }
    chosen.push(bit)
  }
  if (leaf.bits.who.length > 0 && rng.chance(leaf.whoChance)) consider(rng.pick(leaf.bits.who))
  for (const slot of TITLE_SLOTS) {
    if (leaf.bits[slot].length > 0 && rng.chance(SLOT_CHANCE[slot])) consider(rng.pick(leaf.bits[slot]))
  }
  if (rng.chance(0.25)) consider(leaf.colorBits[COLOR_INDEX.get(colorId) ?? -1] ?? -1)
  chosen.sort((a, b) => a - b)
  const mask: [number, number] = [0, 0]
  for (const bit of chosen) addMask(leaf, bit, mask)
  const { en, cn } = withText ? render(leaf, chosen, false) : { en: '', cn: '' }
  return { en, cn, maskLo: mask[0], maskHi: mask[1], nounBit }
}

const TITLE_SLOTS = ['style', 'material', 'feature', 'detail', 'use'] as const
const COLOR_INDEX = new Map(COLOR_TERMS.map((color, index) => [color.id, index]))

export interface ComposedKeyword {
  en: string
  cn: string
  maskLo: number
  maskHi: number
}

function hasBit(lo: number, hi: number, bit: number): boolean {
  return bit < 32 ? ((lo >>> bit) & 1) === 1 : ((hi >>> (bit - 32)) & 1) === 1
}

/**
 * A search keyword of 1–`maxWords` English words made from terms present in a product's title mask,
 * so the product (and any other whose mask covers the keyword's) contains every keyword term.
 */
export function composeKeyword(
  leaf: Leaf,
  rng: Rng,
  titleLo: number,
  titleHi: number,
  maxWords: number,
): ComposedKeyword | null {
  const present: number[] = []
  for (let bit = 0; bit < leaf.universe.length; bit++) if (hasBit(titleLo, titleHi, bit)) present.push(bit)
  const nouns = present.filter(
    (bit) => leaf.universe[bit]!.slot === 'noun' && leaf.universe[bit]!.words <= maxWords,
  )
  if (nouns.length === 0) return null
  const noun = rng.pick(nouns)
  const chosen = [noun]
  let words = leaf.universe[noun]!.words
  const mask: [number, number] = [0, 0]
  addMask(leaf, noun, mask)
  for (const bit of rng.shuffle(present.filter((candidate) => candidate !== noun))) {
    const term = leaf.universe[bit]!
    if (words + term.words > maxWords) continue
    // Skip terms the keyword already says (contained in a chosen term) or that contain a chosen one.
    if (hasBit(mask[0], mask[1], bit)) continue
    if (chosen.some((other) => hasBit(leaf.impliedLo[bit]!, leaf.impliedHi[bit]!, other))) continue
    chosen.push(bit)
    words += term.words
    addMask(leaf, bit, mask)
  }
  chosen.sort((a, b) => a - b)
  // Keep only the chosen terms' own bits for matching; implied bits are redundant but harmless.
  const { en, cn } = render(leaf, chosen, true)
  return { en, cn, maskLo: mask[0], maskHi: mask[1] }
}

// ---------------------------------------------------------------------------------------------
// Reference lists for the trademark and patent generators

export interface WellKnownMark {
  mark: string
  owner: string
  classes: number[]
}

/**
 * Famous marks sellers must never use in listings: real marks with their real owners and the Nice
 * classes they are best known in (public record; filing dates in the demo data are illustrative).
 */
export const WELL_KNOWN_MARKS: readonly WellKnownMark[] = [
  { mark: 'Nike', owner: 'Nike, Inc.', classes: [25, 18, 28, 9] },
  { mark: 'Adidas', owner: 'adidas AG', classes: [25, 28, 18] },
  { mark: 'Apple', owner: 'Apple Inc.', classes: [9, 14, 35, 42] },
  { mark: 'iPhone', owner: 'Apple Inc.', classes: [9] },
  { mark: 'AirPods', owner: 'Apple Inc.', classes: [9] },
  { mark: 'Disney', owner: 'Disney Enterprises, Inc.', classes: [9, 16, 25, 28, 41] },
  { mark: 'Pokémon', owner: 'Nintendo Co., Ltd.', classes: [9, 16, 25, 28] },
  { mark: 'Nintendo', owner: 'Nintendo Co., Ltd.', classes: [9, 28] },
  { mark: 'Hello Kitty', owner: 'Sanrio Company, Ltd.', classes: [14, 16, 18, 25, 28] },
  { mark: 'Sanrio', owner: 'Sanrio Company, Ltd.', classes: [16, 25, 28] },
  { mark: 'Stanley', owner: 'Pacific Market International, LLC', classes: [21] },
  { mark: 'Lego', owner: 'LEGO Juris A/S', classes: [28, 9, 16] },
  { mark: 'Barbie', owner: 'Mattel, Inc.', classes: [28, 25, 9] },
  { mark: 'Hot Wheels', owner: 'Mattel, Inc.', classes: [28] },
  { mark: 'Marvel', owner: 'Marvel Characters, Inc.', classes: [9, 16, 25, 28] },
  { mark: 'Star Wars', owner: 'Lucasfilm Ltd. LLC', classes: [9, 16, 25, 28, 41] },
  { mark: 'Harry Potter', owner: 'Warner Bros. Entertainment Inc.', classes: [9, 16, 25, 28, 41] },
  { mark: 'Paw Patrol', owner: 'Spin Master Ltd.', classes: [28, 25] },
  { mark: 'Squishmallows', owner: 'Kelly Toys Holdings, LLC', classes: [28] },
  { mark: 'Chanel', owner: 'Chanel SARL', classes: [3, 14, 18, 25] },
  { mark: 'Louis Vuitton', owner: 'Louis Vuitton Malletier', classes: [18, 25, 14, 3] },
  { mark: 'Gucci', owner: 'Guccio Gucci S.p.A.', classes: [18, 25, 14, 9] },
  { mark: 'Prada', owner: 'Prada S.A.', classes: [18, 25, 9] },
  { mark: 'Hermès', owner: 'Hermès International', classes: [18, 25, 14] },
  { mark: 'Balenciaga', owner: 'Balenciaga S.A.', classes: [18, 25] },
  { mark: 'Cartier', owner: 'Cartier International AG', classes: [14] },
  { mark: 'Tiffany & Co.', owner: 'Tiffany and Company', classes: [14, 21] },
  { mark: 'Rolex', owner: 'Rolex SA', classes: [14] },
  { mark: 'Pandora', owner: 'Pandora A/S', classes: [14] },
  { mark: 'Swarovski', owner: 'Swarovski Aktiengesellschaft', classes: [14, 21] },
  { mark: 'Kate Spade', owner: 'Kate Spade LLC', classes: [18, 25, 14] },
  { mark: 'Michael Kors', owner: 'Michael Kors (Switzerland) International GmbH', classes: [18, 25, 14] },
  { mark: 'Coach', owner: 'Coach IP Holdings LLC', classes: [18, 25] },
  { mark: 'Samsung', owner: 'Samsung Electronics Co., Ltd.', classes: [9, 11] },
  { mark: 'Sony', owner: 'Sony Group Corporation', classes: [9] },
  { mark: 'PlayStation', owner: 'Sony Interactive Entertainment Inc.', classes: [9, 28] },
  { mark: 'Bose', owner: 'Bose Corporation', classes: [9] },
  { mark: 'JBL', owner: 'Harman International Industries, Incorporated', classes: [9] },
  { mark: 'Beats', owner: 'Beats Electronics, LLC', classes: [9] },
  { mark: 'GoPro', owner: 'GoPro, Inc.', classes: [9] },
  { mark: 'Fitbit', owner: 'Fitbit LLC', classes: [9, 14] },
  { mark: 'Garmin', owner: 'Garmin Switzerland GmbH', classes: [9, 14] },
  { mark: 'Dyson', owner: 'Dyson Technology Limited', classes: [7, 9, 11] },
  { mark: 'KitchenAid', owner: 'Whirlpool Properties, Inc.', classes: [7, 21] },
  { mark: 'Coca-Cola', owner: 'The Coca-Cola Company', classes: [32, 21, 25] },
  { mark: 'Starbucks', owner: 'Starbucks Corporation', classes: [30, 21, 43] },
  { mark: 'Yeti', owner: 'YETI Coolers, LLC', classes: [21, 20, 18] },
  { mark: 'Owala', owner: 'Trove Brands, LLC', classes: [21] },
  { mark: 'Hydro Flask', owner: 'Helen of Troy Limited', classes: [21] },
  { mark: 'Crocs', owner: 'Crocs, Inc.', classes: [25] },
  { mark: 'UGG', owner: 'Deckers Outdoor Corporation', classes: [25] },
  { mark: 'The North Face', owner: 'The North Face Apparel Corp.', classes: [25, 18, 22] },
  { mark: 'Under Armour', owner: 'Under Armour, Inc.', classes: [25, 18, 28] },
  { mark: 'Puma', owner: 'PUMA SE', classes: [25, 18, 28] },
  { mark: 'New Balance', owner: 'New Balance Athletics, Inc.', classes: [25] },
  { mark: 'Converse', owner: 'Converse Inc.', classes: [25] },
  { mark: 'Vans', owner: 'Vans, Inc.', classes: [25, 18] },
  { mark: 'Lululemon', owner: 'Lululemon Athletica Canada Inc.', classes: [25, 18, 28] },
  { mark: 'Ray-Ban', owner: 'Luxottica Group S.p.A.', classes: [9] },
  { mark: 'Oakley', owner: 'Oakley, Inc.', classes: [9, 25] },
  { mark: "Levi's", owner: 'Levi Strauss & Co.', classes: [25] },
  { mark: 'Tommy Hilfiger', owner: 'Tommy Hilfiger Licensing B.V.', classes: [25, 18] },
  { mark: 'Calvin Klein', owner: 'Calvin Klein Trademark Trust', classes: [25, 3, 14] },
  { mark: 'Ralph Lauren', owner: 'PRL USA Holdings, Inc.', classes: [25, 18] },
  { mark: 'Champion', owner: 'HBI Branded Apparel Enterprises, LLC', classes: [25] },
  { mark: 'Supreme', owner: 'Chapter 4 Corp.', classes: [25, 18] },
  { mark: 'Off-White', owner: 'Off-White LLC', classes: [25, 18] },
  { mark: 'Carhartt', owner: 'Carhartt, Inc.', classes: [25] },
  { mark: 'Crayola', owner: 'Crayola Properties, Inc.', classes: [16] },
]

export interface PatentArticle {
  article: string
  /** US design class (USPC) for design patents. */
  design: string
  /** Locarno class for Chinese design registrations. */
  locarno: string
  cpc: string[]
  adjectives: string[]
  parts: string[]
  benefits: string[]
  top: number
}

// article | design | locarno | cpc | adjectives | parts | benefits (;) | top-category id
const PATENT_SPECS = `
food storage container|D7/629|07-07|B65D 21/086,B65D 43/02|collapsible silicone,stackable,airtight,vented|container body,lid,vent valve,side wall|the container folds flat when empty;steam escapes during microwave heating without removing the lid|3
drinking tumbler|D7/523|07-01|A47G 19/2205,A47J 41/0083|insulated,double-wall,leak-resistant|vessel,lid,straw port,handle|the drink stays cold for hours;the straw port seals when the lid is rotated|3
water bottle|D9/538|09-01|B65D 47/06,A45F 3/16|flip-top,collapsible,time-marked|bottle body,spout,carrying loop,cap|one hand opens the spout;the bottle folds into a pocket when empty|3
vegetable chopper|D7/673|07-02|A47J 17/18,B26D 3/26|multi-blade,hand-operated,adjustable|cutting grid,pusher,collection container,blade insert|vegetables are diced in one press;blades can be swapped without tools|3
spatula|D7/693|07-03|A47J 43/288|heat-resistant,silicone-coated,slotted|blade,handle,hanging hole|the blade does not scratch non-stick coatings;the utensil rests without touching the counter|3
cake mold|D7/357|07-02|A21B 3/13|non-stick,collapsible,silicone|mold cavity,rim,support ring|cakes release without greasing;the mold stores flat|3
clothes hanger|D6/315|06-06|A47G 25/14|non-slip,space-saving,cascading|hook,shoulder bar,flocked surface|garments do not slide off;several hangers link vertically|3
storage basket|D6/617|06-04|A47B 81/00,B65D 5/36|foldable,woven,stackable|base panel,side panels,handle cut-outs|the basket folds flat;baskets stack without crushing contents|3
LED strip light|D26/138|26-05|F21S 4/28,F21V 23/0471|color-changing,adhesive,segmented|light strip,controller,adhesive backing,connector|the strip can be cut to length;colours follow music picked up by the controller|3
shower caddy|D6/552|06-06|A47K 3/28,A47K 10/04|adhesive,rust-proof,corner|shelf,mounting plate,drain holes|the caddy mounts without drilling;water drains away from stored items|3
lipstick case|D28/85|28-03|A45D 40/06|magnetic,refillable,twist-up|casing,cap,magnetic closure,bullet holder|the cap closes with a click;the bullet can be replaced|4
makeup brush|D4/136|04-02|A46B 9/021,A46D 1/00|angled,synthetic-bristle,dual-ended|handle,ferrule,bristle head|powder is applied evenly;the brush stands upright to dry|4
hair styling brush|D28/41|28-03|A45D 1/04,A45D 20/12|heated,ionic,rotating|barrel,bristles,heating element,handle|hair is dried and styled in one pass;static is reduced|4
eyelash curler|D28/57|28-03|A45D 2/48|heated,ergonomic,wide-frame|frame,pad,lever|lashes curl without pinching|4
electric nail drill|D28/59|28-03|A45D 29/14,A45D 29/05|rechargeable,variable-speed,pen-shaped|handpiece,bit holder,speed dial|nails are shaped without a salon unit|4
building block|D21/484|21-01|A63H 33/086|interlocking,hollow-stud,translucent|block body,studs,coupling tubes|blocks connect in several orientations|5
magnetic construction tile|D21/487|21-01|A63H 33/046|magnetic,translucent,geometric|tile frame,magnets,window panel|tiles join edge to edge in any orientation|5
plush toy|D21/580|21-01|A63H 3/02|weighted,washable,huggable|plush shell,filling,weighted insert|the toy calms when held;it survives machine washing|5
fidget toy|D21/453|21-01|A63H 33/00,A63B 23/16|silent,push-pop,rotating|base,buttons,spinner ring|fingers stay busy without noise|5
bubble machine|D21/404|21-01|A63H 33/28|automatic,rechargeable,multi-wand|housing,wand wheel,fan,solution tank|hundreds of bubbles are made per minute without spilling|5
remote control car|D21/549|21-01|A63H 30/04,A63H 17/00|all-terrain,stunt,amphibious|chassis,wheels,controller,battery pack|the car flips and keeps driving|5
pet bed|D30/118|30-02|A01K 1/0353|orthopedic,calming,washable|base cushion,bolster,removable cover|joints are supported;the cover comes off for washing|6
pet feeder|D30/129|30-99|A01K 5/0114,A01K 5/0291|automatic,programmable,dual-bowl|hopper,dispensing wheel,bowl,timer|meals are served on schedule;food stays fresh in a sealed hopper|6
cat scratcher|D30/160|30-99|A01K 15/024|corrugated,reversible,lounge|scratching pad,frame,toy track|cats scratch and rest on the same piece|6
dog leash|D30/152|30-99|A01K 27/004,A01K 27/003|retractable,reflective,hands-free|housing,tape,brake button,clip|the dog is held at a set length with one button|6
slow feeder bowl|D30/121|30-99|A01K 5/0114|anti-gulping,non-slip,maze|bowl body,ridges,rubber base|dogs eat slower and do not push the bowl|6
yoga mat|D21/797|21-02|A63B 21/4037,A63B 6/00|non-slip,alignment-marked,reversible|mat layer,textured surface,carry strap|hands do not slide in wet conditions|7
resistance band|D21/662|21-02|A63B 21/0557,A63B 21/4035|stackable,fabric-covered,looped|band,handles,door anchor|tension is adjusted by combining bands|7
camping lantern|D26/38|26-04|F21L 4/00,F21V 23/04|collapsible,rechargeable,solar|light body,diffuser,handle,solar panel|the lantern charges by day and folds flat|7
camping chair|D6/336|06-01|A47C 4/28|folding,lightweight,high-back|frame,seat fabric,armrests,cup holder|the chair folds into a carry bag|7
fishing lure|D22/126|22-06|A01K 85/16,A01K 85/01|jointed,weighted,holographic|body segments,hooks,lip|the lure swims with a lifelike motion|7
bicycle light|D26/28|26-06|B62J 6/015,B62J 6/02|rechargeable,quick-release,smart-brake|housing,lens,mount,accelerometer|the light brightens when the bicycle slows|7
earphone|D14/223|14-01|H04R 1/1016,H04R 1/1041|open-ear,wireless,hook-secured|housing,ear hook,speaker,charging contacts|ears stay open to surrounding sound|8
portable speaker|D14/214|14-01|H04R 1/028,H04R 1/026|waterproof,floating,portable|enclosure,driver,passive radiator,strap|the speaker floats and keeps playing|8
smart watch band|D11/216|10-07|A44C 5/14,G04B 37/14|quick-release,magnetic,woven|band,connector,clasp|bands are swapped without tools|8
ring light|D26/118|26-05|F21V 21/0885,F21V 33/0052|clip-on,dimmable,tri-color|light ring,clip,control button|colour temperature is changed with one button|8
game controller grip|D14/401|14-03|A63F 13/24,A63F 13/98|ergonomic,cooling,telescopic|grip body,clamp,fan|hands stay cool during long sessions|8
phone case|D3/218|03-01|A45C 11/00,H04B 1/3888|shockproof,magnetic,card-holding|shell,bumper,magnet ring,card slot|the phone survives drops;cards are carried on the back|9
phone holder|D14/253|14-99|F16M 13/022,B60R 11/0241|gravity-locking,magnetic,foldable|cradle,arms,vent clip,base|the phone is clamped by its own weight|9
wireless charger|D13/108|13-02|H02J 50/10,H02J 7/0044|foldable,three-in-one,magnetic|charging pad,stand,coil,indicator|three devices charge from one cable|9
selfie stick|D16/242|16-06|F16M 11/04,F16M 13/04|extendable,tripod,remote-controlled|telescopic rod,clamp,legs,remote|the stick becomes a tripod for group photos|9
ring|D11/26|11-01|A44C 9/00,A44C 9/02|adjustable,stackable,gem-set|band,setting,gemstone|the ring fits several sizes|10
earring|D11/40|11-01|A44C 7/00|hypoallergenic,hinged,drop|hoop,hinge,charm|ears are not irritated by the metal|10
necklace pendant|D11/79|11-01|A44C 15/005,A44C 25/00|lockable,engravable,layered|pendant,bail,chain|two chains hang without tangling|10
sunglasses|D16/312|16-06|G02C 7/12,G02C 5/00|polarized,foldable,oversized|frame,lenses,hinges,nose pads|glare from water is blocked|10
hair clip|D28/39|28-03|A45D 8/20,A45D 8/34|claw,non-slip,spring-loaded|teeth,hinge,spring|hair is held without slipping|10
handbag|D3/243|03-01|A45C 3/06,A45C 13/30|convertible,quilted,chain-strap|body,flap,strap,clasp|the bag is carried by hand or on the shoulder|11
backpack|D3/214|03-01|A45F 3/04,A45C 13/02|anti-theft,expandable,waterproof|main compartment,hidden zipper,straps,USB port|pockets open only against the wearer's back|11
luggage|D3/317|03-01|A45C 5/14,A45C 13/262|expandable,spinner,hard-shell|shell,wheels,telescopic handle,lock|the case expands by a quarter for the return trip|11
wallet|D3/247|03-01|A45C 1/06,G06K 19/073|RFID-blocking,slim,pop-up|card holder,shielding layer,ejector|cards slide out in a fan with one push|11
shoe sole|D2/951|02-04|A43B 13/14,A43B 13/18|cushioned,slip-resistant,lightweight|outsole,midsole,tread|impact is absorbed at the heel|12
slipper|D2/916|02-04|A43B 3/10,A43B 3/12|cloud,anti-slip,quick-dry|upper,footbed,sole|feet sink softly into the thick sole|12
shoe charm|D11/200|11-01|A43B 3/0078,A44B 1/00|snap-in,decorative,interchangeable|charm face,stem,retaining head|charms click into shoe holes|12
baby bottle|D24/197|24-99|A61J 9/00,A61J 11/0035|anti-colic,wide-neck,self-venting|bottle,nipple,vent valve,collar|air bubbles do not reach the baby|13
teether|D24/194|24-99|A61J 17/02|silicone,textured,freezable|ring,nubs,handle|gums are soothed by chilled silicone|13
baby gate|D25/48|25-02|E06B 9/04,E06B 11/02|pressure-mounted,auto-closing,extra-wide|frame,door,latch,extension|the gate closes behind the adult|13
car seat organizer|D12/415|12-16|B60N 3/002,B60R 7/043|back-seat,tablet-holding,waterproof|organizer body,pockets,straps,tablet sleeve|children reach snacks and screens from their seats|14
dash camera|D16/202|16-01|B60R 11/04,H04N 7/18|dual-lens,night-vision,mirror|camera body,lens,mount,display|the front and rear are recorded together|14
tire inflator|D15/7|15-01|B60S 5/043,F04B 35/04|portable,auto-stop,rechargeable|pump,hose,gauge,battery|the pump stops at the set pressure|14
steering wheel cover|D12/178|12-16|B62D 1/06|anti-slip,breathable,universal|cover body,inner ring,grip pattern|the wheel stays cool in summer|14
screwdriver|D8/82|08-05|B25B 15/02,B25G 1/08|ratcheting,magnetic,multi-bit|handle,shaft,bit holder,ratchet ring|screws turn without regripping|15
wrench|D8/21|08-05|B25B 13/46,B25B 13/14|adjustable,self-locking,ratcheting|head,jaw,worm gear,handle|one tool fits many nut sizes|15
tape measure|D10/73|10-04|G01B 3/1005,G01B 3/1041|self-locking,magnetic-hook,digital|case,blade,lock,display|the blade stays out until released|15
adhesive hook|D8/367|08-06|A47G 1/17,F16B 47/00|removable,transparent,heavy-duty|base,hook,adhesive layer|hooks come off without marking walls|15
shower head|D23/213|23-01|B05B 1/18,E03C 1/0405|filtered,high-pressure,multi-mode|head,nozzle plate,filter cartridge,selector|water is filtered and flow is boosted|15
spin mop|D32/50|04-02|A47L 13/58,A47L 13/142|self-wringing,rotating,flat|mop head,pole,bucket,spinner|the mop is wrung without touching it|15
gel pen|D19/49|19-06|B43K 7/00,B43K 24/08|retractable,quick-dry,erasable|barrel,refill,clip,button|ink dries before smudging|16
pencil case|D3/272|03-01|A45C 11/34,A45C 13/02|multi-layer,expandable,stand-up|case body,zipper,dividers|the case stands up as a pen holder|16
monitor stand|D6/704|06-03|F16M 11/10,F16M 11/04|height-adjustable,foldable,storage|platform,legs,drawer|screens are raised to eye level|16
label printer|D18/36|18-02|B41J 3/36,B41J 3/4075|portable,inkless,Bluetooth|housing,print head,roll holder,cutter|labels print from a phone without ink|16
paint palette|D19/38|19-07|B44D 3/04|stay-wet,foldable,sealed|tray,wells,lid,sponge|paints stay usable for days|17
diamond painting pen|D19/56|19-99|B44C 1/28,B44C 1/20|multi-placer,light-up,ergonomic|pen body,placer tip,wax chamber,lamp|several drills are placed at once|17
embroidery hoop|D5/99|05-99|D05C 1/02|adjustable,spring-tension,wooden|inner ring,outer ring,tension screw|fabric stays taut without retightening|17
flower pot|D11/143|11-02|A01G 9/02,A01G 27/04|self-watering,drainage,hanging|pot,reservoir,wick,water gauge|plants water themselves for weeks|18
garden hose nozzle|D23/223|23-01|B05B 1/169,B05B 1/1645|multi-pattern,thumb-control,metal|body,pattern dial,trigger|spray patterns change with one hand|18
solar light|D26/72|26-04|F21S 9/037,F21V 23/0464|motion-sensing,waterproof,stake-mounted|light head,solar panel,stake,sensor|paths light up when someone approaches|18
bird feeder|D30/124|30-99|A01K 39/012,A01K 39/0113|squirrel-proof,weight-activated,window|seed tube,perches,shield|perches close under a squirrel's weight|18
massage device|D24/214|24-01|A61H 23/006,A61H 2201/1215|percussive,cordless,quiet|handle,motor,head attachment,battery|muscles are massaged at adjustable depth|19
pill organizer|D24/229|24-99|A61J 7/04,A61J 1/03|weekly,push-button,detachable|case,compartments,lids|a day's pills are carried separately|19
knee brace|D24/190|24-04|A61F 5/0106,A61F 5/0123|hinged,breathable,compression|sleeve,side stabilizers,straps|the knee is supported without stiffness|19
electric toothbrush|D4/108|04-02|A61C 17/22,A61C 17/3418|sonic,pressure-sensing,travel|handle,brush head,motor,charging base|the user is warned when brushing too hard|19
essential oil diffuser|D23/369|23-04|A61L 9/122,B05B 17/0607|ultrasonic,waterless,timed|reservoir,atomizer,light ring,cover|scent is released without heating the oil|19
air fryer|D7/332|07-02|A47J 37/0641,A47J 37/0623|dual-basket,window,digital|housing,baskets,heater,fan|two foods finish at the same time|20
portable blender|D7/378|31-00|A47J 43/0465,A47J 43/046|rechargeable,cordless,leak-proof|jar,blade assembly,motor base,lid|smoothies are blended and drunk from one cup|20
electric kettle|D7/316|07-02|A47J 27/21008,A47J 27/21166|temperature-control,gooseneck,keep-warm|body,spout,base,dial|water is held at the chosen temperature|20
handheld vacuum|D32/21|15-05|A47L 5/24,A47L 9/2884|cordless,cyclonic,washable-filter|motor unit,dust cup,filter,nozzle|dust is emptied with one press|20
neck fan|D23/379|23-04|F04D 25/0673,F04D 25/08|bladeless,rechargeable,hands-free|collar,air outlets,impeller,battery|air flows around the neck without tangling hair|20
humidifier|D23/359|23-04|F24F 6/12,F24F 6/14|top-fill,cool-mist,quiet|tank,nozzle,transducer,night light|the tank refills from the top without spills|20
dress|D2/731|02-02|A41D 1/22,A41D 27/20|convertible,wrap,pocketed|bodice,skirt,tie,pockets|the dress is worn several ways|1
leggings|D2/742|02-02|A41D 1/08,A41D 31/185|compression,high-waisted,pocketed|waistband,leg panels,side pocket|a phone is carried at the thigh|1
bra|D2/706|02-01|A41C 3/0057,A41C 3/0021|wireless,seamless,adjustable|cups,band,straps|support without underwire|1
hooded sweatshirt|D2/840|02-02|A41D 3/00,A41D 27/20|convertible,zip-off,pocketed|body,hood,sleeves,zipper|the hood detaches to become a scarf|2
`

export const PATENT_ARTICLES: readonly PatentArticle[] = PATENT_SPECS.trim()
  .split('\n')
  .map((line) => {
    const [article, design, locarno, cpc, adjectives, parts, benefits, top] = line.split('|')
    if (!article || !design || !locarno || !cpc || !adjectives || !parts || !benefits || !top) {
      throw new Error(`bad patent spec "${line}"`)
    }
    return {
      article,
      design,
      locarno,
      cpc: cpc.split(','),
      adjectives: adjectives.split(','),
      parts: parts.split(','),
      benefits: benefits.split(';'),
      top: Number(top),
    }
  })
