// Spanish: choosing images to send (a refund request's, a review's): the server's own words for a refused file.
export default {
  add: 'Añadir imágenes',
  hint: 'JPG, PNG o GIF, máximo 2 MB cada una, hasta {{max}} imágenes',
  count: '{{count}} de {{max}} imágenes',
  remove: 'Quitar la imagen {{number}}',
  preview: 'Imagen {{number}}',
  problems: {
    format: 'Este formato de archivo no es compatible. Sube solo imágenes JPG, PNG, JPEG o GIF.',
    size: 'La imagen no puede superar los 2048 kilobytes.',
    count: 'Puedes enviar como máximo 3 imágenes a la vez.',
  },
};
