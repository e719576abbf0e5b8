// Bengali: a delivered order's refund request form.
export default {
  title: 'রিফান্ডের অনুরোধ',
  reasons: 'কেন রিফান্ড চান?',
  loading: 'কারণগুলো লোড হচ্ছে…',
  loadFailed: 'রিফান্ডের কারণগুলো লোড করা যায়নি।',
  note: 'নোট (ঐচ্ছিক)',
  submit: 'জমা দিন',
  sending: 'পাঠানো হচ্ছে…',
  requested: 'রিফান্ডের অনুরোধ সফলভাবে জমা হয়েছে।',
};
