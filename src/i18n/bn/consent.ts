// Bengali: the cookie notice, its text from the config's `cookies_text`.
export const consent = {
  label: 'কুকি নোটিশ',
  accept: 'কুকি গ্রহণ করুন',
};
