// Category trees per module (root → children), with Arabic names. Keys link item templates to categories.
export interface CategorySeed {
  key: string;
  name: string;
  ar: string;
  featured?: boolean;
  children?: CategorySeed[];
}

export const categoryTrees: Record<'grocery' | 'pharmacy' | 'ecommerce' | 'food' | 'parcel', CategorySeed[]> = {
  grocery: [
    {
      key: 'fruits-veg',
      name: 'Fruits & Vegetables',
      ar: 'الفواكه والخضروات',
      featured: true,
      children: [
        { key: 'fresh-fruits', name: 'Fresh Fruits', ar: 'فواكه طازجة' },
        { key: 'fresh-vegetables', name: 'Fresh Vegetables', ar: 'خضروات طازجة' },
      ],
    },
    {
      key: 'dairy',
      name: 'Dairy & Eggs',
      ar: 'الألبان والبيض',
      featured: true,
      children: [
        { key: 'milk', name: 'Milk & Yogurt', ar: 'الحليب والزبادي' },
        { key: 'cheese-eggs', name: 'Cheese & Eggs', ar: 'الجبن والبيض' },
      ],
    },
    {
      key: 'bakery',
      name: 'Bakery',
      ar: 'المخبوزات',
      children: [
        { key: 'bread', name: 'Bread', ar: 'الخبز' },
        { key: 'cakes', name: 'Cakes & Pastries', ar: 'الكعك والمعجنات' },
      ],
    },
    {
      key: 'beverages',
      name: 'Beverages',
      ar: 'المشروبات',
      featured: true,
      children: [
        { key: 'juice', name: 'Juice', ar: 'العصائر' },
        { key: 'tea-coffee', name: 'Tea & Coffee', ar: 'الشاي والقهوة' },
      ],
    },
    {
      key: 'snacks',
      name: 'Snacks',
      ar: 'الوجبات الخفيفة',
      children: [
        { key: 'chips', name: 'Chips & Crisps', ar: 'رقائق البطاطس' },
        { key: 'biscuits', name: 'Biscuits', ar: 'البسكويت' },
      ],
    },
    {
      key: 'meat-fish',
      name: 'Meat & Fish',
      ar: 'اللحوم والأسماك',
      children: [
        { key: 'meat', name: 'Meat', ar: 'اللحوم' },
        { key: 'fish', name: 'Fish', ar: 'الأسماك' },
      ],
    },
  ],
  pharmacy: [
    {
      key: 'medicines',
      name: 'Medicines',
      ar: 'الأدوية',
      featured: true,
      children: [
        { key: 'pain-relief', name: 'Pain Relief', ar: 'مسكنات الألم' },
        { key: 'cold-flu', name: 'Cold & Flu', ar: 'البرد والإنفلونزا' },
        { key: 'antibiotics', name: 'Antibiotics', ar: 'المضادات الحيوية' },
      ],
    },
    {
      key: 'personal-care',
      name: 'Personal Care',
      ar: 'العناية الشخصية',
      children: [
        { key: 'skin-care', name: 'Skin Care', ar: 'العناية بالبشرة' },
        { key: 'oral-care', name: 'Oral Care', ar: 'العناية بالفم' },
      ],
    },
    {
      key: 'baby-care',
      name: 'Baby Care',
      ar: 'العناية بالطفل',
      featured: true,
      children: [{ key: 'diapers', name: 'Diapers & Wipes', ar: 'الحفاضات والمناديل' }],
    },
    {
      key: 'vitamins',
      name: 'Vitamins & Supplements',
      ar: 'الفيتامينات والمكملات',
      children: [{ key: 'multivitamins', name: 'Multivitamins', ar: 'الفيتامينات المتعددة' }],
    },
    {
      key: 'devices',
      name: 'Medical Devices',
      ar: 'الأجهزة الطبية',
      children: [{ key: 'monitors', name: 'Health Monitors', ar: 'أجهزة المراقبة الصحية' }],
    },
  ],
  ecommerce: [
    {
      key: 'fashion',
      name: 'Fashion',
      ar: 'الأزياء',
      featured: true,
      children: [
        { key: 'men', name: "Men's Clothing", ar: 'ملابس رجالية' },
        { key: 'women', name: "Women's Clothing", ar: 'ملابس نسائية' },
        { key: 'shoes', name: 'Shoes', ar: 'الأحذية' },
      ],
    },
    {
      key: 'electronics',
      name: 'Electronics',
      ar: 'الإلكترونيات',
      featured: true,
      children: [
        { key: 'phones', name: 'Phones & Tablets', ar: 'الهواتف والأجهزة اللوحية' },
        { key: 'audio', name: 'Audio', ar: 'الصوتيات' },
        { key: 'accessories', name: 'Accessories', ar: 'الإكسسوارات' },
      ],
    },
    {
      key: 'home-kitchen',
      name: 'Home & Kitchen',
      ar: 'المنزل والمطبخ',
      children: [
        { key: 'cookware', name: 'Cookware', ar: 'أدوات الطبخ' },
        { key: 'decor', name: 'Home Decor', ar: 'ديكور المنزل' },
      ],
    },
    {
      key: 'sports',
      name: 'Sports & Outdoors',
      ar: 'الرياضة والهواء الطلق',
      children: [{ key: 'fitness', name: 'Fitness', ar: 'اللياقة البدنية' }],
    },
    {
      key: 'beauty',
      name: 'Beauty',
      ar: 'الجمال',
      children: [
        { key: 'makeup', name: 'Makeup', ar: 'المكياج' },
        { key: 'fragrance', name: 'Fragrance', ar: 'العطور' },
      ],
    },
  ],
  food: [
    {
      key: 'fast-food',
      name: 'Fast Food',
      ar: 'الوجبات السريعة',
      featured: true,
      children: [
        { key: 'burgers', name: 'Burgers', ar: 'البرغر' },
        { key: 'sandwiches', name: 'Sandwiches & Wraps', ar: 'السندويشات واللفائف' },
      ],
    },
    {
      key: 'pizza',
      name: 'Pizza',
      ar: 'البيتزا',
      featured: true,
      children: [
        { key: 'veg-pizza', name: 'Veg Pizza', ar: 'بيتزا نباتية' },
        { key: 'meat-pizza', name: 'Meat Pizza', ar: 'بيتزا باللحم' },
      ],
    },
    {
      key: 'rice',
      name: 'Rice & Biryani',
      ar: 'الأرز والبرياني',
      featured: true,
      children: [
        { key: 'biryani', name: 'Biryani', ar: 'البرياني' },
        { key: 'fried-rice', name: 'Fried Rice', ar: 'الأرز المقلي' },
      ],
    },
    {
      key: 'asian',
      name: 'Asian',
      ar: 'المأكولات الآسيوية',
      children: [
        { key: 'chinese', name: 'Chinese', ar: 'الصينية' },
        { key: 'japanese', name: 'Japanese', ar: 'اليابانية' },
      ],
    },
    {
      key: 'breakfast',
      name: 'Breakfast',
      ar: 'الإفطار',
      children: [{ key: 'morning', name: 'Morning Plates', ar: 'أطباق الصباح' }],
    },
    {
      key: 'desserts',
      name: 'Desserts',
      ar: 'الحلويات',
      children: [
        { key: 'cakes-sweets', name: 'Cakes & Sweets', ar: 'الكعك والحلويات' },
        { key: 'ice-cream', name: 'Ice Cream', ar: 'الآيس كريم' },
      ],
    },
    {
      key: 'drinks',
      name: 'Drinks',
      ar: 'المشروبات',
      children: [
        { key: 'coffee', name: 'Coffee', ar: 'القهوة' },
        { key: 'shakes', name: 'Shakes & Juices', ar: 'الميلك شيك والعصائر' },
      ],
    },
    {
      key: 'healthy',
      name: 'Healthy',
      ar: 'الأكل الصحي',
      children: [{ key: 'salads', name: 'Salads & Bowls', ar: 'السلطات والأطباق' }],
    },
  ],
  parcel: [
    { key: 'documents', name: 'Documents', ar: 'المستندات', featured: true },
    { key: 'small-package', name: 'Small Package', ar: 'طرد صغير', featured: true },
    { key: 'electronics-parcel', name: 'Electronics', ar: 'الإلكترونيات' },
    { key: 'food-parcel', name: 'Food & Groceries', ar: 'الطعام والبقالة' },
    { key: 'fragile', name: 'Fragile Items', ar: 'أغراض قابلة للكسر' },
  ],
};
