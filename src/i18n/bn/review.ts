// Bengali: rating and reviewing an item of a delivered order, its delivery man or a trip's vehicle.
export default {
  title: '{{name}}-এর রিভিউ দিন',
  titleDeliveryMan: 'আপনার ডেলিভারিম্যান {{name}}-কে রেটিং দিন',
  rating: 'আপনার রেটিং',
  stars_one: '{{count}} স্টার',
  stars_other: '{{count}} স্টার',
  comment: 'আপনার রিভিউ',
  commentOptional: 'আপনার রিভিউ (ঐচ্ছিক)',
  commentHint: 'কী ভালো লেগেছে, কী ভালো লাগেনি?',
  submit: 'রিভিউ জমা দিন',
  sending: 'পাঠানো হচ্ছে…',
  submitted: 'রিভিউ সফলভাবে জমা হয়েছে।',
};
