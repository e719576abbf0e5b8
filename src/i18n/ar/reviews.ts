import type { reviews as en } from '../en/reviews.ts';

export default {
  heading: 'التقييمات',
  average: '{{rating}} من 5',
  ratings_one: '{{count}} تقييم نجمي',
  ratings_other: '{{count}} تقييمات نجمية',
  noneWritten: 'لا توجد مراجعات مكتوبة بعد.',
  breakdown: 'التقييمات حسب النجوم',
  starsRow_one: '{{count}} نجمة: {{reviews}}',
  starsRow_other: '{{count}} نجوم: {{reviews}}',
  rating: '{{rating}} من 5 نجوم',
  customer: 'عميل',
  reply: 'رد المتجر',
  images: 'صور تقييم {{name}}',
  image: 'الصورة {{number}} من تقييم {{name}}',
  empty: 'لا توجد تقييمات بعد.',
  loadError: 'تعذّر تحميل التقييمات.',
  loadMore: 'تحميل المزيد من التقييمات',
  end: 'لقد شاهدت جميع التقييمات',
  noPlan: 'هذا المتجر لا يملك خطة تقييمات.',
  loading: 'جارٍ تحميل التقييمات…',
} satisfies typeof en;
