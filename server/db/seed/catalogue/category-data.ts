// Category trees per module (root → children), with Arabic, Bengali and Spanish names. Keys link item templates to
// categories.
export interface CategorySeed {
  key: string;
  name: string;
  ar: string;
  bn: string;
  es: string;
  featured?: boolean;
  children?: CategorySeed[];
}

export const categoryTrees: Record<'grocery' | 'pharmacy' | 'ecommerce' | 'food' | 'parcel', CategorySeed[]> = {
  grocery: [
    {
      key: 'fruits-veg',
      name: 'Fruits & Vegetables',
      ar: 'الفواكه والخضروات',
      bn: 'ফলমূল ও শাকসবজি',
      es: 'Frutas y verduras',
      featured: true,
      children: [
        { key: 'fresh-fruits', name: 'Fresh Fruits', ar: 'فواكه طازجة', bn: 'তাজা ফল', es: 'Frutas frescas' },
        {
          key: 'fresh-vegetables',
          name: 'Fresh Vegetables',
          ar: 'خضروات طازجة',
          bn: 'তাজা শাকসবজি',
          es: 'Verduras frescas',
        },
      ],
    },
    {
      key: 'dairy',
      name: 'Dairy & Eggs',
      ar: 'الألبان والبيض',
      bn: 'দুধ ও ডিম',
      es: 'Lácteos y huevos',
      featured: true,
      children: [
        { key: 'milk', name: 'Milk & Yogurt', ar: 'الحليب والزبادي', bn: 'দুধ ও দই', es: 'Leche y yogur' },
        { key: 'cheese-eggs', name: 'Cheese & Eggs', ar: 'الجبن والبيض', bn: 'চিজ ও ডিম', es: 'Queso y huevos' },
      ],
    },
    {
      key: 'bakery',
      name: 'Bakery',
      ar: 'المخبوزات',
      bn: 'বেকারি',
      es: 'Panadería',
      children: [
        { key: 'bread', name: 'Bread', ar: 'الخبز', bn: 'পাউরুটি', es: 'Pan' },
        {
          key: 'cakes',
          name: 'Cakes & Pastries',
          ar: 'الكعك والمعجنات',
          bn: 'কেক ও পেস্ট্রি',
          es: 'Pasteles y repostería',
        },
      ],
    },
    {
      key: 'beverages',
      name: 'Beverages',
      ar: 'المشروبات',
      bn: 'পানীয়',
      es: 'Bebidas',
      featured: true,
      children: [
        { key: 'juice', name: 'Juice', ar: 'العصائر', bn: 'জুস', es: 'Jugos' },
        { key: 'tea-coffee', name: 'Tea & Coffee', ar: 'الشاي والقهوة', bn: 'চা ও কফি', es: 'Té y café' },
      ],
    },
    {
      key: 'snacks',
      name: 'Snacks',
      ar: 'الوجبات الخفيفة',
      bn: 'স্ন্যাকস',
      es: 'Aperitivos y snacks',
      children: [
        { key: 'chips', name: 'Chips & Crisps', ar: 'رقائق البطاطس', bn: 'চিপস', es: 'Papitas y chips' },
        { key: 'biscuits', name: 'Biscuits', ar: 'البسكويت', bn: 'বিস্কুট', es: 'Galletas' },
      ],
    },
    {
      key: 'meat-fish',
      name: 'Meat & Fish',
      ar: 'اللحوم والأسماك',
      bn: 'মাছ ও মাংস',
      es: 'Carne y pescado',
      children: [
        { key: 'meat', name: 'Meat', ar: 'اللحوم', bn: 'মাংস', es: 'Carne' },
        { key: 'fish', name: 'Fish', ar: 'الأسماك', bn: 'মাছ', es: 'Pescado' },
      ],
    },
  ],
  pharmacy: [
    {
      key: 'medicines',
      name: 'Medicines',
      ar: 'الأدوية',
      bn: 'ওষুধ',
      es: 'Medicamentos',
      featured: true,
      children: [
        { key: 'pain-relief', name: 'Pain Relief', ar: 'مسكنات الألم', bn: 'ব্যথানাশক', es: 'Alivio del dolor' },
        { key: 'cold-flu', name: 'Cold & Flu', ar: 'البرد والإنفلونزا', bn: 'সর্দি-কাশি ও ফ্লু', es: 'Resfriado y gripe' },
        { key: 'antibiotics', name: 'Antibiotics', ar: 'المضادات الحيوية', bn: 'অ্যান্টিবায়োটিক', es: 'Antibióticos' },
      ],
    },
    {
      key: 'personal-care',
      name: 'Personal Care',
      ar: 'العناية الشخصية',
      bn: 'পার্সোনাল কেয়ার',
      es: 'Cuidado personal',
      children: [
        { key: 'skin-care', name: 'Skin Care', ar: 'العناية بالبشرة', bn: 'ত্বকের যত্ন', es: 'Cuidado de la piel' },
        { key: 'oral-care', name: 'Oral Care', ar: 'العناية بالفم', bn: 'দাঁত ও মুখের যত্ন', es: 'Cuidado bucal' },
      ],
    },
    {
      key: 'baby-care',
      name: 'Baby Care',
      ar: 'العناية بالطفل',
      bn: 'শিশুর যত্ন',
      es: 'Cuidado del bebé',
      featured: true,
      children: [
        {
          key: 'diapers',
          name: 'Diapers & Wipes',
          ar: 'الحفاضات والمناديل',
          bn: 'ডায়াপার ও ওয়াইপস',
          es: 'Pañales y toallitas',
        },
      ],
    },
    {
      key: 'vitamins',
      name: 'Vitamins & Supplements',
      ar: 'الفيتامينات والمكملات',
      bn: 'ভিটামিন ও সাপ্লিমেন্ট',
      es: 'Vitaminas y suplementos',
      children: [
        {
          key: 'multivitamins',
          name: 'Multivitamins',
          ar: 'الفيتامينات المتعددة',
          bn: 'মাল্টিভিটামিন',
          es: 'Multivitamínicos',
        },
      ],
    },
    {
      key: 'devices',
      name: 'Medical Devices',
      ar: 'الأجهزة الطبية',
      bn: 'মেডিকেল যন্ত্রপাতি',
      es: 'Aparatos médicos',
      children: [
        {
          key: 'monitors',
          name: 'Health Monitors',
          ar: 'أجهزة المراقبة الصحية',
          bn: 'হেলথ মনিটর',
          es: 'Monitores de salud',
        },
      ],
    },
  ],
  ecommerce: [
    {
      key: 'fashion',
      name: 'Fashion',
      ar: 'الأزياء',
      bn: 'ফ্যাশন',
      es: 'Moda',
      featured: true,
      children: [
        { key: 'men', name: "Men's Clothing", ar: 'ملابس رجالية', bn: 'ছেলেদের পোশাক', es: 'Ropa de hombre' },
        { key: 'women', name: "Women's Clothing", ar: 'ملابس نسائية', bn: 'মেয়েদের পোশাক', es: 'Ropa de mujer' },
        { key: 'shoes', name: 'Shoes', ar: 'الأحذية', bn: 'জুতা', es: 'Calzado' },
      ],
    },
    {
      key: 'electronics',
      name: 'Electronics',
      ar: 'الإلكترونيات',
      bn: 'ইলেকট্রনিক্স',
      es: 'Electrónica',
      featured: true,
      children: [
        {
          key: 'phones',
          name: 'Phones & Tablets',
          ar: 'الهواتف والأجهزة اللوحية',
          bn: 'মোবাইল ও ট্যাবলেট',
          es: 'Celulares y tablets',
        },
        { key: 'audio', name: 'Audio', ar: 'الصوتيات', bn: 'অডিও', es: 'Audio y sonido' },
        { key: 'accessories', name: 'Accessories', ar: 'الإكسسوارات', bn: 'অ্যাক্সেসরিজ', es: 'Accesorios' },
      ],
    },
    {
      key: 'home-kitchen',
      name: 'Home & Kitchen',
      ar: 'المنزل والمطبخ',
      bn: 'ঘর ও রান্নাঘর',
      es: 'Hogar y cocina',
      children: [
        { key: 'cookware', name: 'Cookware', ar: 'أدوات الطبخ', bn: 'রান্নার সরঞ্জাম', es: 'Utensilios de cocina' },
        { key: 'decor', name: 'Home Decor', ar: 'ديكور المنزل', bn: 'ঘর সাজানো', es: 'Decoración' },
      ],
    },
    {
      key: 'sports',
      name: 'Sports & Outdoors',
      ar: 'الرياضة والهواء الطلق',
      bn: 'খেলাধুলা ও আউটডোর',
      es: 'Deportes y aire libre',
      children: [{ key: 'fitness', name: 'Fitness', ar: 'اللياقة البدنية', bn: 'ফিটনেস', es: 'Fitness' }],
    },
    {
      key: 'beauty',
      name: 'Beauty',
      ar: 'الجمال',
      bn: 'বিউটি',
      es: 'Belleza',
      children: [
        { key: 'makeup', name: 'Makeup', ar: 'المكياج', bn: 'মেকআপ', es: 'Maquillaje' },
        { key: 'fragrance', name: 'Fragrance', ar: 'العطور', bn: 'সুগন্ধি', es: 'Perfumes' },
      ],
    },
  ],
  food: [
    {
      key: 'fast-food',
      name: 'Fast Food',
      ar: 'الوجبات السريعة',
      bn: 'ফাস্ট ফুড',
      es: 'Comida rápida',
      featured: true,
      children: [
        { key: 'burgers', name: 'Burgers', ar: 'البرغر', bn: 'বার্গার', es: 'Hamburguesas' },
        {
          key: 'sandwiches',
          name: 'Sandwiches & Wraps',
          ar: 'السندويشات واللفائف',
          bn: 'স্যান্ডউইচ ও র‍্যাপ',
          es: 'Sándwiches y wraps',
        },
      ],
    },
    {
      key: 'pizza',
      name: 'Pizza',
      ar: 'البيتزا',
      bn: 'পিৎজা',
      es: 'Pizzas',
      featured: true,
      children: [
        { key: 'veg-pizza', name: 'Veg Pizza', ar: 'بيتزا نباتية', bn: 'ভেজ পিৎজা', es: 'Pizzas vegetarianas' },
        { key: 'meat-pizza', name: 'Meat Pizza', ar: 'بيتزا باللحم', bn: 'মাংসের পিৎজা', es: 'Pizzas con carne' },
      ],
    },
    {
      key: 'rice',
      name: 'Rice & Biryani',
      ar: 'الأرز والبرياني',
      bn: 'ভাত ও বিরিয়ানি',
      es: 'Arroz y biryani',
      featured: true,
      children: [
        { key: 'biryani', name: 'Biryani', ar: 'البرياني', bn: 'বিরিয়ানি', es: 'Biryani' },
        { key: 'fried-rice', name: 'Fried Rice', ar: 'الأرز المقلي', bn: 'ফ্রাইড রাইস', es: 'Arroz frito' },
      ],
    },
    {
      key: 'asian',
      name: 'Asian',
      ar: 'المأكولات الآسيوية',
      bn: 'এশিয়ান খাবার',
      es: 'Comida asiática',
      children: [
        { key: 'chinese', name: 'Chinese', ar: 'الصينية', bn: 'চাইনিজ', es: 'Comida china' },
        { key: 'japanese', name: 'Japanese', ar: 'اليابانية', bn: 'জাপানিজ', es: 'Comida japonesa' },
      ],
    },
    {
      key: 'breakfast',
      name: 'Breakfast',
      ar: 'الإفطار',
      bn: 'নাস্তা',
      es: 'Desayunos',
      children: [
        { key: 'morning', name: 'Morning Plates', ar: 'أطباق الصباح', bn: 'সকালের নাস্তা', es: 'Platos de desayuno' },
      ],
    },
    {
      key: 'desserts',
      name: 'Desserts',
      ar: 'الحلويات',
      bn: 'ডেজার্ট',
      es: 'Postres',
      children: [
        {
          key: 'cakes-sweets',
          name: 'Cakes & Sweets',
          ar: 'الكعك والحلويات',
          bn: 'কেক ও মিষ্টি',
          es: 'Pasteles y dulces',
        },
        { key: 'ice-cream', name: 'Ice Cream', ar: 'الآيس كريم', bn: 'আইসক্রিম', es: 'Helados' },
      ],
    },
    {
      key: 'drinks',
      name: 'Drinks',
      ar: 'المشروبات',
      bn: 'পানীয়',
      es: 'Bebidas',
      children: [
        { key: 'coffee', name: 'Coffee', ar: 'القهوة', bn: 'কফি', es: 'Café' },
        { key: 'shakes', name: 'Shakes & Juices', ar: 'الميلك شيك والعصائر', bn: 'শেক ও জুস', es: 'Batidos y jugos' },
      ],
    },
    {
      key: 'healthy',
      name: 'Healthy',
      ar: 'الأكل الصحي',
      bn: 'স্বাস্থ্যকর খাবার',
      es: 'Comida saludable',
      children: [
        { key: 'salads', name: 'Salads & Bowls', ar: 'السلطات والأطباق', bn: 'সালাদ ও বোল', es: 'Ensaladas y bowls' },
      ],
    },
  ],
  parcel: [
    { key: 'documents', name: 'Documents', ar: 'المستندات', bn: 'ডকুমেন্ট', es: 'Documentos', featured: true },
    {
      key: 'small-package',
      name: 'Small Package',
      ar: 'طرد صغير',
      bn: 'ছোট প্যাকেজ',
      es: 'Paquete pequeño',
      featured: true,
    },
    { key: 'electronics-parcel', name: 'Electronics', ar: 'الإلكترونيات', bn: 'ইলেকট্রনিক্স', es: 'Electrónica' },
    {
      key: 'food-parcel',
      name: 'Food & Groceries',
      ar: 'الطعام والبقالة',
      bn: 'খাবার ও মুদিপণ্য',
      es: 'Comida y supermercado',
    },
    { key: 'fragile', name: 'Fragile Items', ar: 'أغراض قابلة للكسر', bn: 'ভঙ্গুর জিনিস', es: 'Artículos frágiles' },
  ],
};
