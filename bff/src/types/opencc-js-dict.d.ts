/** OpenCC dictionaries of opencc-js (`dist/esm-lib/dict/*.js`): one string of entries each. */
declare module 'opencc-js/dict/*' {
  const dict: string;
  export default dict;
}
