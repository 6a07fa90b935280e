// Chinese word marks for the generated trademark register: well-known marks of Chinese makers (real
// marks with their real owners and the Nice classes they are best known in; filing dates illustrative)
// and a few invented ones, so the search by characters and by pinyin (docs/ip.md) has data to find.
import type { Rng } from './random.ts'

export interface ChineseMark {
  mark: string
  owner: string
  classes: number[]
  wellKnown: boolean
}

export const CHINESE_MARKS: readonly ChineseMark[] = [
  { mark: '小米', owner: 'Xiaomi Inc.', classes: [9, 11], wellKnown: true },
  { mark: '华为', owner: 'Huawei Technologies Co., Ltd.', classes: [9], wellKnown: true },
  { mark: '李宁', owner: 'Li Ning (China) Sports Goods Co., Ltd.', classes: [25, 28, 18], wellKnown: true },
  { mark: '安踏', owner: 'Anta (China) Co., Ltd.', classes: [25, 28], wellKnown: true },
  { mark: '格力', owner: 'Gree Electric Appliances, Inc. of Zhuhai', classes: [11], wellKnown: true },
  { mark: '美的', owner: 'Midea Group Co., Ltd.', classes: [11, 7], wellKnown: true },
  { mark: '海尔', owner: 'Haier Group Corporation', classes: [11, 7], wellKnown: true },
  { mark: '大疆', owner: 'SZ DJI Technology Co., Ltd.', classes: [9, 12], wellKnown: true },
  { mark: '公牛', owner: 'Bull Group Co., Ltd.', classes: [9], wellKnown: true },
  { mark: '得力', owner: 'Deli Group Co., Ltd.', classes: [16], wellKnown: true },
  { mark: '晨光', owner: 'Shanghai M&G Stationery Inc.', classes: [16], wellKnown: true },
  { mark: '九阳', owner: 'Joyoung Co., Ltd.', classes: [7, 11], wellKnown: true },
  { mark: '苏泊尔', owner: 'Zhejiang Supor Co., Ltd.', classes: [21, 11], wellKnown: true },
  { mark: '波司登', owner: 'Bosideng International Holdings Limited', classes: [25], wellKnown: true },
  { mark: '回力', owner: 'Shanghai Warrior Shoes Co., Ltd.', classes: [25], wellKnown: true },
  { mark: '飞科', owner: 'Shanghai Flyco Electrical Appliance Co., Ltd.', classes: [8, 11], wellKnown: true },
  { mark: '罗莱', owner: 'Luolai Lifestyle Technology Co., Ltd.', classes: [24, 20], wellKnown: true },
  { mark: '晨星', owner: 'Yiwu Chenxing Trading Co., Ltd.', classes: [16, 28], wellKnown: false },
  { mark: '悦家', owner: 'Ningbo Yuejia Household Co., Ltd.', classes: [21, 20], wellKnown: false },
  {
    mark: '萌宠乐',
    owner: 'Hangzhou Mengchongle Pet Products Co., Ltd.',
    classes: [18, 28, 31],
    wellKnown: false,
  },
  { mark: '酷动', owner: 'Shenzhen Kudong Sports Co., Ltd.', classes: [28, 25], wellKnown: false },
  { mark: '光影', owner: 'Dongguan Guangying Lighting Co., Ltd.', classes: [11, 9], wellKnown: false },
]

const DAY_MS = 86_400_000
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The trademark records of CHINESE_MARKS, ids from `firstId`, filed in China (CN register). */
export function chineseMarkRecords(
  root: Rng,
  firstId: number,
  lastDay: number,
): Array<Record<string, unknown>> {
  return CHINESE_MARKS.map((mark, k) => {
    const rng = root.fork(`cn:${mark.mark}`)
    const filed = mark.wellKnown
      ? Date.UTC(rng.int(1990, 2012), rng.int(0, 11), rng.int(1, 28))
      : (lastDay - rng.int(400, 3000)) * DAY_MS
    const registered = filed + rng.int(300, 700) * DAY_MS
    return {
      id: firstId + k,
      mark: mark.mark,
      owner: mark.owner,
      classes: mark.classes,
      status: 'registered',
      filed_on: day(filed),
      registered_on: day(Math.min(registered, lastDay * DAY_MS)),
      jurisdiction: 'CN',
      well_known: mark.wellKnown,
    }
  })
}
