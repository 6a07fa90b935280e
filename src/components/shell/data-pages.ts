// The research pages a seller works in (lists, rankings, details, the dashboard): pages dense with
// controls (export, sort, pagination, period toggles), where nothing may float over the content open.

/** First path segments of the data pages, language prefix removed (`product-database-hot-new` included). */
const DATA_PAGE = [
  /^product-database(-[a-z-]+)?$/,
  /^product-detail$/,
  /^historical-rankings(-best)?$/,
  /^category-(database|analysis)$/,
  /^mall-[a-z-]+$/,
  /^keyword-(database|reverse|analysis)$/,
  /^ads(-detail|-trend)?$/,
  /^dashboard$/,
  /^my-favorites$/,
]

/** Whether a path (without its language prefix) is a data page. */
export function isDataPagePath(path: string): boolean {
  const first = path.split(/[/?#]/).find((part) => part !== '') ?? ''
  return DATA_PAGE.some((pattern) => pattern.test(first))
}

/**
 * First path segments of the tool pages whose working area reaches the right edge at 1280 px: the
 * supplier search's picture panel, the label preview, the trademark and patent results. The chat
 * widget's open panel covered them there (issue 33).
 */
const TOOL_PAGE = [
  /^search-supplier(-[a-z0-9]+)?$/,
  /^[a-z]+-label-generator$/,
  /^search-(trademark|patent)$/,
]

/** Whether the chat widget starts as a tab on this path (without its language prefix): data and tool pages. */
export function startsWidgetAsTab(path: string): boolean {
  const first = path.split(/[/?#]/).find((part) => part !== '') ?? ''
  return isDataPagePath(path) || TOOL_PAGE.some((pattern) => pattern.test(first))
}
