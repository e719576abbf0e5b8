// Bengali: the cookie notice, its text from the config's `cookies_text`.
export default {
  label: 'কুকি নোটিশ',
  accept: 'কুকি গ্রহণ করুন',
};
