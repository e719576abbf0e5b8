// Bengali: the result of a digital payment, where the payment page returns.
export default {
  paid: 'পেমেন্ট পাওয়া গেছে',
  failed: {
    title: 'পেমেন্ট ব্যর্থ হয়েছে',
    text: 'আপনার পেমেন্ট সম্পন্ন হয়নি, তাই অর্ডারের মূল্য এখনো পরিশোধ হয়নি।',
  },
  cancelled: {
    title: 'পেমেন্ট বাতিল হয়েছে',
    text: 'আপনি পেমেন্ট বাতিল করেছেন, তাই অর্ডারের মূল্য এখনো পরিশোধ হয়নি।',
  },
  retry: 'আবার পেমেন্ট করুন',
  retrying: 'পেমেন্ট পেজ খোলা হচ্ছে…',
  notPayable: 'এই অর্ডারের পেমেন্ট আর করা যাবে না।',
};
