// Bengali: choosing images to send (a refund request's, a review's): the server's own words for a refused file.
export default {
  add: 'ছবি যোগ করুন',
  hint: 'JPG, PNG বা GIF; প্রতিটি সর্বোচ্চ 2 MB, মোট {{max}}টি পর্যন্ত ছবি',
  count: '{{max}}টির মধ্যে {{count}}টি ছবি',
  remove: 'ছবি {{number}} সরান',
  preview: 'ছবি {{number}}',
  problems: {
    format: 'এই ফাইল ফরম্যাট সমর্থিত নয়। অনুগ্রহ করে শুধু JPG, PNG, JPEG বা GIF ছবি আপলোড করুন।',
    size: 'ছবির আকার 2048 কিলোবাইটের বেশি হতে পারবে না।',
    count: 'একবারে সর্বোচ্চ 3টি ছবি পাঠানো যাবে।',
  },
};
