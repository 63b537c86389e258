// Inside WeCom the user agent carries "wxwork"; elsewhere the JS-SDK cannot work and the stand-in
// takes over.
export const isWeCom = () => /wxwork/i.test(navigator.userAgent);
