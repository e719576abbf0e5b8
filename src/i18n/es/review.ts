// Spanish: rating and reviewing an item of a delivered order, its delivery man or a trip's vehicle.
export default {
  title: 'Valora {{name}}',
  titleDeliveryMan: 'Valora a {{name}}, tu repartidor',
  rating: 'Tu valoración',
  stars_one: '{{count}} estrella',
  stars_many: '{{count}} de estrellas',
  stars_other: '{{count}} estrellas',
  comment: 'Tu reseña',
  commentOptional: 'Tu reseña (opcional)',
  commentHint: '¿Qué te gustó y qué no?',
  submit: 'Enviar reseña',
  sending: 'Enviando…',
  submitted: 'Reseña enviada correctamente.',
};
