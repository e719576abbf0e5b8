// Spanish: a delivered order's refund request form (the order details page's own texts are in orders.refund).
export default {
  title: 'Solicitud de reembolso',
  reasons: '¿Por qué quieres un reembolso?',
  loading: 'Cargando los motivos…',
  loadFailed: 'No se pudieron cargar los motivos de reembolso.',
  note: 'Nota (opcional)',
  submit: 'Enviar',
  sending: 'Enviando…',
  requested: 'Solicitud de reembolso enviada correctamente.',
};
