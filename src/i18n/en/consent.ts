// English: the cookie notice (issue 25 item 6), its text from the config's `cookies_text`.
export const consent = {
  label: 'Cookie notice',
  accept: 'Accept cookies',
};
