// English: the cookie notice, its text from the config's `cookies_text`.
export const consent = {
  label: 'Cookie notice',
  accept: 'Accept cookies',
};
