// Spanish: the kit's DateTimeField (src/ui/date-time-field.tsx): its two parts and its calendar (Ark's date picker).
export default {
  date: 'Fecha',
  time: 'Hora',
  chooseTime: 'Elige una hora',
  calendar: {
    title: 'Calendario',
    open: 'Abrir calendario',
    close: 'Cerrar calendario',
    previousMonth: 'Mes anterior',
    nextMonth: 'Mes siguiente',
    month: 'Mes',
    clear: 'Borrar fecha',
    choose: 'Elegir {{date}}',
    selected: 'Fecha seleccionada: {{date}}',
    unavailable: 'No disponible: {{date}}',
  },
};
