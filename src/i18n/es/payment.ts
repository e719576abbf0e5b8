// Spanish: the result of a digital payment, where the payment page returns (flag=success|fail|cancel).
export default {
  paid: 'Pago recibido',
  failed: {
    title: 'Pago fallido',
    text: 'Tu pago no se completó, así que tu pedido aún no está pagado.',
  },
  cancelled: {
    title: 'Pago cancelado',
    text: 'Cancelaste el pago, así que tu pedido aún no está pagado.',
  },
  retry: 'Pagar de nuevo',
  retrying: 'Abriendo la página de pago…',
  notPayable: 'Este pedido ya no se puede pagar.',
};
