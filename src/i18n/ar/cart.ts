import type { cart as en } from '../en/cart.ts';

export const cart: typeof en = {
  drawer: {
    title: 'سلة التسوق',
    close: 'إغلاق',
    emptyTitle: 'سلتك فارغة',
    emptyBody: 'لم تتم إضافة أي منتجات إلى سلتك. يرجى إضافة منتج إلى قائمة سلتك.',
    continueShopping: 'متابعة التسوق',
    moreForFreeDelivery: '{{amount}} إضافية للحصول على توصيل مجاني',
    reducedDeliveryCharge: 'لقد حصلت على رسوم توصيل مخفضة',
  },
  guestPrompt: {
    guest: 'ضيف',
    login: 'تسجيل الدخول',
    signUp: 'إنشاء حساب',
  },
  item: {
    required: '(مطلوب)',
    optional: '(اختياري)',
    free: 'مجاني',
    notAvailableNow: 'غير متاح الآن',
    variationHint: 'يجب اختيار هذا الخيار بين {{min}} كحد أدنى و{{max}} كحد أقصى من العناصر.',
    addToCart: 'أضف إلى السلة',
    updateToCart: 'تحديث السلة',
    buyNow: 'اشترِ الآن',
    orderNow: 'اطلب الآن',
    outOfStock: 'نفد من المخزون',
  },
  messages: {
    itemAdded: 'تمت إضافة المنتج إلى السلة',
    itemUpdated: 'تم تحديث المنتج بنجاح',
    noChanges: 'لم يتم العثور على تغييرات لتحديثها.',
    itemRemoved: 'تمت إزالة المنتج من السلة بنجاح.',
    outOfStock: 'نفد من المخزون.',
    outOfLimits: 'تجاوزت الحد المسموح.',
    variationOutOfStock: 'هذا الخيار غير متوفر في المخزون. اختر خيارًا آخر للمتابعة.',
    variationRequired: 'لا يمكن ترك الخيار {{name}} دون تحديد.',
    variationRange: 'يجب أن يكون عدد اختيارات {{name}} بين {{min}} كحد أدنى و{{max}} كحد أقصى.',
    storeConflict:
      'لديك منتج من متجر آخر في السلة. إذا تابعت، ستتم إزالة جميع المنتجات السابقة من سلتك وإضافة هذا المنتج.',
    cartReplaced: 'تم إفراغ سلتك بنجاح، وتمت إضافة المنتج المحدد إلى السلة.',
    loginToOrder: 'يرجى تسجيل الدخول لطلب منتج الحملة هذا.',
  },
};
