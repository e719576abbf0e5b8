// Spanish: the cookie notice, its text from the config's `cookies_text`.
export default {
  label: 'Aviso de cookies',
  accept: 'Aceptar cookies',
};
