// English: choosing images to send (a refund request's, a review's): the server's own words for a refused file.
export const uploads = {
  add: 'Add images',
  hint: 'JPG, PNG or GIF, at most 2 MB each, up to {{max}} images',
  count: '{{count}} of {{max}} images',
  remove: 'Remove image {{number}}',
  preview: 'Image {{number}}',
  problems: {
    format: 'This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.',
    size: 'The image may not be greater than 2048 kilobytes.',
    count: 'Maximum 3 images can be send at a time.',
  },
};
