// Spanish: what a customer reads when the app cannot start or a part of it fails to load.
export default {
  title: 'No se pudo cargar la tienda',
  tooManyRequests: 'Hay demasiadas solicitudes en este momento. Espera un poco y vuelve a intentarlo.',
  offline: 'No pudimos conectar con la tienda. Revisa tu conexión a internet y vuelve a intentarlo.',
  serverError: 'La tienda no respondió como se esperaba. Inténtalo de nuevo.',
  tooManyRequestsIn: 'Hay demasiadas solicitudes en este momento. Vuelve a intentarlo dentro de {{count}} s.',
  slow: 'La tienda está tardando más de lo habitual en responder. Inténtalo de nuevo.',
  chunkTitle: 'No se pudo cargar una parte de la página',
  chunkBody: 'Se perdió la conexión o la tienda se actualizó. Recarga la página para continuar.',
  reload: 'Recargar la página',
};
