/** Messages of the errors the BFF answers itself (Traditional Chinese, as shown to users). */
export const MSG = {
  unavailable: '服務暫時未能使用，請稍後再試',
  timeout: '服務回應逾時，請稍後再試',
  badResponse: '服務回應異常，請稍後再試',
  notFound: '找不到請求的資源',
  badRequest: '請求無效',
  unsupportedMediaType: '不支援的請求格式',
  tooLarge: '請求內容過大',
  internal: '系統發生錯誤，請稍後再試',
  loggedOut: '已登出',
  forbidden: '請求被拒絕，請重新整理頁面後再試',
  tooManyRequests: '請求過於頻繁，請稍後再試',
  busy: '系統繁忙，請稍後再試',
  methodNotAllowed: '不支援此請求方式',
  tooDeep: '請求內容的層次過多',
  badFileUrl: '檔案網址無效，請重新上載檔案',
  phoneNotVerified: '請先以短訊驗證碼驗證手機號碼',
} as const;
