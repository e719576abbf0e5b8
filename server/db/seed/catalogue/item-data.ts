// Item templates per module and the demo stores. The seed picks templates per store with a seeded PRNG.

/** How the seed builds options: food option groups, e-commerce colour/size/storage variations, grocery weights. */
export type OptionKind = 'size' | 'burger' | 'portion' | 'drink' | 'apparel' | 'shoe' | 'storage' | 'colour' | 'weight' | 'none';

export interface ItemTemplate {
  name: string;
  ar?: string;
  cat: string;
  price: number;
  kind?: OptionKind;
  veg?: 0 | 1;
  halal?: 1;
  organic?: 1;
  /** Pharmacy generic names. */
  generic?: string[];
  rx?: 1;
  unit?: string;
  nutrition?: string[];
  allergies?: string[];
  /** Daily availability window HH:mm. */
  window?: [string, string];
  max?: number;
  condition?: string;
}

export const itemTemplates: Record<'grocery' | 'pharmacy' | 'ecommerce' | 'food', ItemTemplate[]> = {
  grocery: [
    { name: 'Fresh Red Apples', ar: 'تفاح أحمر طازج', cat: 'fresh-fruits', price: 4.5, kind: 'weight', veg: 1, organic: 1, unit: 'kg', nutrition: ['Fiber', 'Vitamin C'] },
    { name: 'Bananas (Sagor)', ar: 'موز', cat: 'fresh-fruits', price: 1.8, veg: 1, unit: 'dozen', nutrition: ['Potassium'] },
    { name: 'Alphonso Mangoes', ar: 'مانجو ألفونسو', cat: 'fresh-fruits', price: 6.2, kind: 'weight', veg: 1, unit: 'kg' },
    { name: 'Green Grapes', cat: 'fresh-fruits', price: 5.4, veg: 1, unit: 'kg', organic: 1 },
    { name: 'Watermelon', cat: 'fresh-fruits', price: 3.1, veg: 1, unit: 'pc' },
    { name: 'Potatoes (Diamond)', ar: 'بطاطس', cat: 'fresh-vegetables', price: 0.9, kind: 'weight', veg: 1, unit: 'kg' },
    { name: 'Red Onions', ar: 'بصل أحمر', cat: 'fresh-vegetables', price: 1.1, kind: 'weight', veg: 1, unit: 'kg' },
    { name: 'Tomatoes', cat: 'fresh-vegetables', price: 1.6, veg: 1, unit: 'kg', organic: 1 },
    { name: 'Baby Spinach', cat: 'fresh-vegetables', price: 2.2, veg: 1, unit: 'bunch', organic: 1 },
    { name: 'Carrots', cat: 'fresh-vegetables', price: 1.3, veg: 1, unit: 'kg' },
    { name: 'Full Cream Milk 1L', ar: 'حليب كامل الدسم', cat: 'milk', price: 1.4, veg: 1, unit: 'ltr', nutrition: ['Calcium', 'Protein'], allergies: ['Dairy'], max: 10 },
    { name: 'Greek Yogurt', cat: 'milk', price: 2.6, veg: 1, unit: 'cup', allergies: ['Dairy'] },
    { name: 'Mishti Doi', cat: 'milk', price: 1.9, veg: 1, unit: 'cup', allergies: ['Dairy'] },
    { name: 'Cheddar Cheese Block', cat: 'cheese-eggs', price: 5.8, veg: 1, unit: 'pack', allergies: ['Dairy'] },
    { name: 'Farm Eggs (12 pcs)', ar: 'بيض المزرعة', cat: 'cheese-eggs', price: 2.4, unit: 'dozen', nutrition: ['Protein'], allergies: ['Egg'], max: 5 },
    { name: 'Sourdough Bread', cat: 'bread', price: 3.2, veg: 1, unit: 'loaf', allergies: ['Gluten'] },
    { name: 'Whole Wheat Bread', cat: 'bread', price: 1.7, veg: 1, unit: 'loaf', allergies: ['Gluten'] },
    { name: 'Butter Croissant', cat: 'cakes', price: 1.2, veg: 1, unit: 'pc', allergies: ['Gluten', 'Dairy'] },
    { name: 'Chocolate Fudge Cake', cat: 'cakes', price: 12.5, veg: 1, unit: 'pc', allergies: ['Gluten', 'Dairy', 'Egg'] },
    { name: 'Orange Juice 1L', cat: 'juice', price: 2.9, veg: 1, unit: 'ltr', nutrition: ['Vitamin C'] },
    { name: 'Mango Juice 1L', cat: 'juice', price: 2.5, veg: 1, unit: 'ltr' },
    { name: 'Coconut Water', cat: 'juice', price: 1.5, veg: 1, unit: 'bottle', organic: 1 },
    { name: 'Darjeeling Tea 200g', cat: 'tea-coffee', price: 4.1, veg: 1, unit: 'pack' },
    { name: 'Ground Coffee 250g', cat: 'tea-coffee', price: 7.9, veg: 1, unit: 'pack' },
    { name: 'Green Tea Bags', cat: 'tea-coffee', price: 3.3, veg: 1, unit: 'box' },
    { name: 'Salted Potato Chips', cat: 'chips', price: 1.1, veg: 1, unit: 'pack' },
    { name: 'Spicy Nachos', cat: 'chips', price: 1.6, veg: 1, unit: 'pack' },
    { name: 'Digestive Biscuits', cat: 'biscuits', price: 1.4, veg: 1, unit: 'pack', allergies: ['Gluten'] },
    { name: 'Chocolate Cookies', cat: 'biscuits', price: 2.1, veg: 1, unit: 'pack', allergies: ['Gluten', 'Dairy'] },
    { name: 'Chicken Breast', ar: 'صدر دجاج', cat: 'meat', price: 5.5, kind: 'weight', halal: 1, unit: 'kg', nutrition: ['Protein'] },
    { name: 'Beef Mince', cat: 'meat', price: 7.8, kind: 'weight', halal: 1, unit: 'kg' },
    { name: 'Mutton Curry Cut', cat: 'meat', price: 11.5, halal: 1, unit: 'kg' },
    { name: 'Hilsa Fish', ar: 'سمك الهلسا', cat: 'fish', price: 14.0, kind: 'weight', unit: 'kg', nutrition: ['Omega-3'], allergies: ['Fish'] },
    { name: 'Tiger Prawns', cat: 'fish', price: 12.2, unit: 'kg', allergies: ['Shellfish'] },
    { name: 'Rui Fish', cat: 'fish', price: 4.9, unit: 'kg', allergies: ['Fish'] },
  ],
  pharmacy: [
    { name: 'Napa 500mg', ar: 'نابا ٥٠٠ ملغ', cat: 'pain-relief', price: 0.8, generic: ['Paracetamol'], unit: 'strip', condition: 'Fever' },
    { name: 'Napa Extra', cat: 'pain-relief', price: 1.2, generic: ['Paracetamol', 'Caffeine'], unit: 'strip', condition: 'Headache' },
    { name: 'Ibuprofen 400mg', cat: 'pain-relief', price: 1.5, generic: ['Ibuprofen'], unit: 'strip', condition: 'Pain' },
    { name: 'Aspirin 75mg', cat: 'pain-relief', price: 0.9, generic: ['Acetylsalicylic acid'], unit: 'strip' },
    { name: 'Diclofenac Gel', cat: 'pain-relief', price: 2.7, generic: ['Diclofenac sodium'], unit: 'tube' },
    { name: 'Fexo 120mg', cat: 'cold-flu', price: 2.1, generic: ['Fexofenadine'], unit: 'strip', condition: 'Allergy' },
    { name: 'Cough Syrup 100ml', cat: 'cold-flu', price: 1.9, generic: ['Dextromethorphan'], unit: 'bottle', condition: 'Cough' },
    { name: 'Nasal Spray', cat: 'cold-flu', price: 3.4, generic: ['Oxymetazoline'], unit: 'bottle' },
    { name: 'Antazol Lozenges', cat: 'cold-flu', price: 1.1, generic: ['Amylmetacresol'], unit: 'pack' },
    { name: 'Amoxicillin 500mg', ar: 'أموكسيسيلين', cat: 'antibiotics', price: 3.8, generic: ['Amoxicillin'], rx: 1, unit: 'strip', max: 2, condition: 'Infection' },
    { name: 'Azithromycin 500mg', cat: 'antibiotics', price: 4.6, generic: ['Azithromycin'], rx: 1, unit: 'strip', max: 2 },
    { name: 'Ciprofloxacin 500mg', cat: 'antibiotics', price: 3.2, generic: ['Ciprofloxacin'], rx: 1, unit: 'strip', max: 2 },
    { name: 'Cefixime 200mg', cat: 'antibiotics', price: 5.1, generic: ['Cefixime'], rx: 1, unit: 'strip', max: 2 },
    { name: 'Moisturising Lotion', cat: 'skin-care', price: 6.4, unit: 'bottle' },
    { name: 'Sunscreen SPF 50', cat: 'skin-care', price: 8.9, unit: 'tube' },
    { name: 'Acne Clear Gel', cat: 'skin-care', price: 4.2, generic: ['Benzoyl peroxide'], unit: 'tube' },
    { name: 'Whitening Toothpaste', cat: 'oral-care', price: 2.3, unit: 'tube' },
    { name: 'Mouthwash 250ml', cat: 'oral-care', price: 3.6, unit: 'bottle' },
    { name: 'Soft Toothbrush', cat: 'oral-care', price: 1.0, unit: 'pc' },
    { name: 'Baby Diapers (M, 40)', cat: 'diapers', price: 11.9, unit: 'pack', max: 4 },
    { name: 'Baby Wipes', cat: 'diapers', price: 2.5, unit: 'pack' },
    { name: 'Diaper Rash Cream', cat: 'diapers', price: 3.9, generic: ['Zinc oxide'], unit: 'tube' },
    { name: 'Vitamin C 1000mg', cat: 'multivitamins', price: 6.5, generic: ['Ascorbic acid'], unit: 'bottle' },
    { name: 'Vitamin D3 2000 IU', cat: 'multivitamins', price: 7.2, generic: ['Cholecalciferol'], unit: 'bottle' },
    { name: 'Omega-3 Fish Oil', cat: 'multivitamins', price: 9.8, unit: 'bottle', allergies: ['Fish'] },
    { name: 'Calcium + D', cat: 'multivitamins', price: 4.4, generic: ['Calcium carbonate', 'Vitamin D3'], unit: 'strip' },
    { name: 'Digital Thermometer', cat: 'monitors', price: 5.5, unit: 'pc' },
    { name: 'Blood Pressure Monitor', cat: 'monitors', price: 34.0, unit: 'pc', max: 1 },
    { name: 'Pulse Oximeter', cat: 'monitors', price: 18.5, unit: 'pc', max: 2 },
    { name: 'Glucometer Kit', cat: 'monitors', price: 24.9, unit: 'kit', rx: 1 },
  ],
  ecommerce: [
    { name: 'Cotton Polo Shirt', ar: 'قميص بولو قطني', cat: 'men', price: 14.5, kind: 'apparel', unit: 'pc' },
    { name: 'Slim Fit Chinos', cat: 'men', price: 22.0, kind: 'apparel', unit: 'pc' },
    { name: 'Denim Jacket', cat: 'men', price: 39.0, kind: 'apparel', unit: 'pc' },
    { name: 'Panjabi Classic', cat: 'men', price: 28.0, kind: 'apparel', unit: 'pc' },
    { name: 'Floral Summer Dress', ar: 'فستان صيفي', cat: 'women', price: 26.0, kind: 'apparel', unit: 'pc' },
    { name: 'Jamdani Saree', cat: 'women', price: 85.0, kind: 'colour', unit: 'pc' },
    { name: 'Linen Kurti', cat: 'women', price: 18.0, kind: 'apparel', unit: 'pc' },
    { name: 'Running Sneakers', cat: 'shoes', price: 48.0, kind: 'shoe', unit: 'pair' },
    { name: 'Leather Loafers', cat: 'shoes', price: 55.0, kind: 'shoe', unit: 'pair' },
    { name: 'Everyday Sandals', cat: 'shoes', price: 16.0, kind: 'shoe', unit: 'pair' },
    { name: 'Galaxy A55 Smartphone', ar: 'هاتف ذكي', cat: 'phones', price: 399.0, kind: 'storage', unit: 'pc', max: 3 },
    { name: 'Redmi Note 13', cat: 'phones', price: 229.0, kind: 'storage', unit: 'pc', max: 3 },
    { name: '10-inch Android Tablet', cat: 'phones', price: 179.0, kind: 'storage', unit: 'pc', max: 3 },
    { name: 'Wireless Earbuds', cat: 'audio', price: 39.0, kind: 'colour', unit: 'pc' },
    { name: 'Bluetooth Speaker', cat: 'audio', price: 45.0, kind: 'colour', unit: 'pc' },
    { name: 'Over-ear Headphones', cat: 'audio', price: 79.0, kind: 'colour', unit: 'pc' },
    { name: 'USB-C Fast Charger', cat: 'accessories', price: 15.0, unit: 'pc' },
    { name: 'Power Bank 20000mAh', cat: 'accessories', price: 29.0, kind: 'colour', unit: 'pc' },
    { name: 'Phone Case', cat: 'accessories', price: 8.0, kind: 'colour', unit: 'pc' },
    { name: 'Smart Watch', cat: 'accessories', price: 59.0, kind: 'colour', unit: 'pc', max: 2 },
    { name: 'Non-stick Frying Pan', cat: 'cookware', price: 21.0, unit: 'pc' },
    { name: 'Pressure Cooker 5L', cat: 'cookware', price: 34.0, unit: 'pc' },
    { name: 'Chef Knife Set', cat: 'cookware', price: 42.0, unit: 'set' },
    { name: 'Ceramic Dinner Set', cat: 'cookware', price: 64.0, kind: 'colour', unit: 'set' },
    { name: 'Nakshi Kantha Throw', cat: 'decor', price: 35.0, unit: 'pc' },
    { name: 'Table Lamp', cat: 'decor', price: 27.0, kind: 'colour', unit: 'pc' },
    { name: 'Scented Candles (3)', cat: 'decor', price: 12.0, unit: 'set' },
    { name: 'Yoga Mat', cat: 'fitness', price: 19.0, kind: 'colour', unit: 'pc' },
    { name: 'Adjustable Dumbbells', cat: 'fitness', price: 89.0, unit: 'pair', max: 2 },
    { name: 'Cricket Bat (English Willow)', cat: 'fitness', price: 74.0, unit: 'pc' },
    { name: 'Football Size 5', cat: 'fitness', price: 17.0, unit: 'pc' },
    { name: 'Matte Lipstick', cat: 'makeup', price: 9.5, kind: 'colour', unit: 'pc' },
    { name: 'Foundation SPF 15', cat: 'makeup', price: 16.0, unit: 'bottle' },
    { name: 'Kajal Eyeliner', cat: 'makeup', price: 5.0, unit: 'pc' },
    { name: 'Oud Perfume 50ml', cat: 'fragrance', price: 49.0, unit: 'bottle' },
    { name: 'Citrus Eau de Toilette', cat: 'fragrance', price: 32.0, unit: 'bottle' },
  ],
  food: [
    { name: 'Classic Beef Burger', ar: 'برغر لحم كلاسيكي', cat: 'burgers', price: 6.5, kind: 'burger', halal: 1, nutrition: ['Protein', 'Carbs'], allergies: ['Gluten', 'Dairy'] },
    { name: 'Crispy Chicken Burger', cat: 'burgers', price: 5.9, kind: 'burger', halal: 1, allergies: ['Gluten', 'Egg'] },
    { name: 'Double Cheese Burger', cat: 'burgers', price: 8.2, kind: 'burger', halal: 1, allergies: ['Gluten', 'Dairy'] },
    { name: 'Mushroom Swiss Burger', cat: 'burgers', price: 7.4, kind: 'burger', veg: 1, allergies: ['Gluten', 'Dairy'] },
    { name: 'Veggie Bean Burger', cat: 'burgers', price: 5.2, kind: 'burger', veg: 1, allergies: ['Gluten'] },
    { name: 'Chicken Shawarma Wrap', cat: 'sandwiches', price: 4.5, halal: 1, allergies: ['Gluten'] },
    { name: 'Club Sandwich', cat: 'sandwiches', price: 5.6, allergies: ['Gluten', 'Egg'] },
    { name: 'Grilled Paneer Wrap', cat: 'sandwiches', price: 4.8, veg: 1, allergies: ['Dairy', 'Gluten'] },
    { name: 'Margherita Pizza', ar: 'بيتزا مارغريتا', cat: 'veg-pizza', price: 9.0, kind: 'size', veg: 1, allergies: ['Gluten', 'Dairy'] },
    { name: 'Garden Veggie Pizza', cat: 'veg-pizza', price: 10.5, kind: 'size', veg: 1, allergies: ['Gluten', 'Dairy'] },
    { name: 'Four Cheese Pizza', cat: 'veg-pizza', price: 11.5, kind: 'size', veg: 1, allergies: ['Gluten', 'Dairy'] },
    { name: 'Pepperoni Pizza', cat: 'meat-pizza', price: 12.0, kind: 'size', allergies: ['Gluten', 'Dairy'] },
    { name: 'BBQ Chicken Pizza', cat: 'meat-pizza', price: 12.5, kind: 'size', halal: 1, allergies: ['Gluten', 'Dairy'] },
    { name: 'Beef Kebab Pizza', cat: 'meat-pizza', price: 13.0, kind: 'size', halal: 1, allergies: ['Gluten', 'Dairy'] },
    { name: 'Kacchi Biryani', ar: 'برياني كاتشي', cat: 'biryani', price: 7.5, kind: 'portion', halal: 1, nutrition: ['Protein', 'Carbs'] },
    { name: 'Chicken Biryani', cat: 'biryani', price: 5.8, kind: 'portion', halal: 1 },
    { name: 'Beef Tehari', cat: 'biryani', price: 4.9, kind: 'portion', halal: 1 },
    { name: 'Morog Polao', cat: 'biryani', price: 6.1, kind: 'portion', halal: 1 },
    { name: 'Vegetable Khichuri', cat: 'biryani', price: 3.6, kind: 'portion', veg: 1 },
    { name: 'Egg Fried Rice', cat: 'fried-rice', price: 3.9, allergies: ['Egg'] },
    { name: 'Thai Fried Rice', cat: 'fried-rice', price: 4.6, allergies: ['Shellfish'] },
    { name: 'Chicken Chow Mein', cat: 'chinese', price: 5.2, halal: 1, allergies: ['Gluten', 'Soy'] },
    { name: 'Sweet and Sour Chicken', cat: 'chinese', price: 6.3, halal: 1, allergies: ['Soy'] },
    { name: 'Szechuan Beef', cat: 'chinese', price: 7.1, halal: 1, allergies: ['Soy'] },
    { name: 'Vegetable Spring Rolls', cat: 'chinese', price: 3.2, veg: 1, allergies: ['Gluten'] },
    { name: 'Salmon Nigiri (6)', cat: 'japanese', price: 11.0, allergies: ['Fish'] },
    { name: 'California Roll (8)', cat: 'japanese', price: 9.5, allergies: ['Shellfish', 'Sesame'] },
    { name: 'Chicken Ramen', cat: 'japanese', price: 8.4, halal: 1, allergies: ['Gluten', 'Egg', 'Soy'] },
    { name: 'Paratha & Bhaji', ar: 'براتا وبهاجي', cat: 'morning', price: 2.2, veg: 1, window: ['07:00', '11:30'], allergies: ['Gluten'] },
    { name: 'Full English Breakfast', cat: 'morning', price: 7.8, window: ['07:00', '11:30'], allergies: ['Egg', 'Gluten'] },
    { name: 'Pancake Stack', cat: 'morning', price: 5.1, veg: 1, window: ['07:00', '11:30'], allergies: ['Gluten', 'Dairy', 'Egg'] },
    { name: 'Masala Omelette', cat: 'morning', price: 2.9, window: ['07:00', '11:30'], allergies: ['Egg'] },
    { name: 'Red Velvet Slice', cat: 'cakes-sweets', price: 3.8, veg: 1, allergies: ['Gluten', 'Dairy', 'Egg'] },
    { name: 'Rasmalai (4 pcs)', cat: 'cakes-sweets', price: 3.1, veg: 1, allergies: ['Dairy'] },
    { name: 'Chocolate Brownie', cat: 'cakes-sweets', price: 2.7, veg: 1, allergies: ['Gluten', 'Dairy', 'Egg'] },
    { name: 'Mango Kulfi', cat: 'ice-cream', price: 2.0, veg: 1, allergies: ['Dairy'] },
    { name: 'Vanilla Sundae', cat: 'ice-cream', price: 3.4, veg: 1, allergies: ['Dairy', 'Nuts'] },
    { name: 'Cappuccino', cat: 'coffee', price: 3.2, kind: 'drink', veg: 1, allergies: ['Dairy'] },
    { name: 'Iced Latte', cat: 'coffee', price: 3.6, kind: 'drink', veg: 1, allergies: ['Dairy'] },
    { name: 'Americano', cat: 'coffee', price: 2.5, kind: 'drink', veg: 1 },
    { name: 'Oreo Milkshake', cat: 'shakes', price: 4.2, kind: 'drink', veg: 1, allergies: ['Dairy', 'Gluten'] },
    { name: 'Fresh Lime Soda', cat: 'shakes', price: 1.8, kind: 'drink', veg: 1 },
    { name: 'Mango Lassi', cat: 'shakes', price: 2.4, kind: 'drink', veg: 1, allergies: ['Dairy'] },
    { name: 'Caesar Salad', cat: 'salads', price: 6.2, allergies: ['Dairy', 'Egg', 'Fish'] },
    { name: 'Quinoa Power Bowl', cat: 'salads', price: 7.9, veg: 1, nutrition: ['Protein', 'Fiber'] },
    { name: 'Grilled Chicken Bowl', cat: 'salads', price: 8.3, halal: 1, nutrition: ['Protein'] },
    { name: 'Late Night Loaded Fries', cat: 'sandwiches', price: 4.4, veg: 1, window: ['18:00', '23:59'] },
    { name: 'Chicken Seekh Kebab', cat: 'sandwiches', price: 5.5, halal: 1, window: ['17:00', '23:30'] },
  ],
};

export interface StoreSeed {
  id: number;
  module: 'grocery' | 'pharmacy' | 'ecommerce' | 'food';
  name: string;
  ar?: string;
  zone: number;
  lat: number;
  lng: number;
  area: string;
  /** Food: categories (children keys) the store cooks; others pick from the whole module. */
  cats?: string[];
  /** Opening hours: 'day' 08:00–22:00 (default), 'allday', 'late' 18:00–03:00, 'morning' 07:00–15:00, 'weekdays' (closed Friday). */
  hours?: 'day' | 'allday' | 'late' | 'morning' | 'weekdays';
  closed?: boolean;
  selfDelivery?: boolean;
  freeDelivery?: boolean;
  discount?: 'running' | 'expired';
  featured?: boolean;
  prescription?: boolean;
}

export const storeSeeds: StoreSeed[] = [
  { id: 1, module: 'grocery', name: 'Fresh Basket Gulshan', ar: 'فريش باسكت جولشان', zone: 2, lat: 23.7935, lng: 90.4125, area: 'Road 45, Gulshan 2, Dhaka 1212', featured: true, discount: 'running' },
  { id: 2, module: 'grocery', name: 'Green Valley Grocers', zone: 1, lat: 23.7465, lng: 90.376, area: 'Road 7, Dhanmondi, Dhaka 1209', selfDelivery: true, freeDelivery: true },
  { id: 3, module: 'grocery', name: 'Daily Needs Mart', zone: 1, lat: 23.734, lng: 90.416, area: 'Dilkusha, Motijheel, Dhaka 1000', hours: 'allday' },
  { id: 4, module: 'grocery', name: 'Uttara Super Shop', zone: 3, lat: 23.87, lng: 90.397, area: 'Sector 7, Uttara, Dhaka 1230', featured: true },
  { id: 5, module: 'grocery', name: 'Mirpur Family Mart', zone: 4, lat: 23.8065, lng: 90.368, area: 'Mirpur 10, Dhaka 1216', discount: 'expired' },
  { id: 6, module: 'grocery', name: 'Organic Roots', zone: 2, lat: 23.799, lng: 90.418, area: 'Baridhara, Dhaka 1212', hours: 'weekdays' },
  { id: 7, module: 'grocery', name: 'Banani Bazaar', zone: 2, lat: 23.794, lng: 90.404, area: 'Road 11, Banani, Dhaka 1213', closed: true },
  { id: 8, module: 'grocery', name: 'Savar Village Store', zone: 5, lat: 23.858, lng: 90.267, area: 'Savar Bazar, Savar, Dhaka 1340' },
  { id: 9, module: 'pharmacy', name: 'Lazz Pharma', ar: 'لاز فارما', zone: 1, lat: 23.751, lng: 90.393, area: 'Kazi Nazrul Islam Ave, Karwan Bazar, Dhaka 1215', featured: true, prescription: true, hours: 'allday' },
  { id: 10, module: 'pharmacy', name: 'HealthPlus Pharmacy', zone: 2, lat: 23.78, lng: 90.416, area: 'Gulshan 1, Dhaka 1212', prescription: true, discount: 'running' },
  { id: 11, module: 'pharmacy', name: 'MediCare Uttara', zone: 3, lat: 23.863, lng: 90.4, area: 'Sector 4, Uttara, Dhaka 1230', prescription: true },
  { id: 12, module: 'pharmacy', name: 'Mirpur Medicine Corner', zone: 4, lat: 23.8075, lng: 90.365, area: 'Mirpur 10, Dhaka 1216' },
  { id: 13, module: 'pharmacy', name: 'Tamanna Pharmacy', zone: 1, lat: 23.739, lng: 90.384, area: 'Science Lab, Dhanmondi, Dhaka 1205', selfDelivery: true },
  { id: 14, module: 'pharmacy', name: 'Night Owl Pharmacy', zone: 1, lat: 23.76, lng: 90.42, area: 'Rampura, Dhaka 1219', hours: 'late', prescription: true },
  { id: 15, module: 'ecommerce', name: 'Gadget Galaxy', ar: 'جادجت جالاكسي', zone: 1, lat: 23.7505, lng: 90.391, area: 'Bashundhara City, Panthapath, Dhaka 1205', featured: true, discount: 'running' },
  { id: 16, module: 'ecommerce', name: 'Style Street', zone: 2, lat: 23.792, lng: 90.409, area: 'Gulshan Avenue, Dhaka 1212' },
  { id: 17, module: 'ecommerce', name: 'Home & Hearth', zone: 1, lat: 23.762, lng: 90.401, area: 'Tejgaon, Dhaka 1208', freeDelivery: true, selfDelivery: true },
  { id: 18, module: 'ecommerce', name: 'Sports Arena BD', zone: 4, lat: 23.806, lng: 90.363, area: 'Mirpur Stadium Road, Dhaka 1216' },
  { id: 19, module: 'ecommerce', name: 'Uttara Fashion House', zone: 3, lat: 23.872, lng: 90.388, area: 'Sector 13, Uttara, Dhaka 1230', featured: true },
  { id: 20, module: 'ecommerce', name: 'Glow Beauty Store', zone: 2, lat: 23.785, lng: 90.415, area: 'Gulshan 1, Dhaka 1212' },
  { id: 21, module: 'ecommerce', name: 'TechNest', zone: 3, lat: 23.86, lng: 90.405, area: 'Airport Road, Uttara, Dhaka 1230', discount: 'expired' },
  { id: 22, module: 'food', name: 'Burger Barn', ar: 'برغر بارن', zone: 2, lat: 23.793, lng: 90.407, area: 'Gulshan 2 Circle, Dhaka 1212', cats: ['burgers', 'sandwiches', 'shakes'], featured: true, discount: 'running' },
  { id: 23, module: 'food', name: 'Pizza Palace', zone: 1, lat: 23.747, lng: 90.373, area: 'Dhanmondi 27, Dhaka 1209', cats: ['veg-pizza', 'meat-pizza', 'shakes', 'cakes-sweets'], featured: true },
  { id: 24, module: 'food', name: 'Kacchi Bhai', ar: 'كاتشي بهاي', zone: 1, lat: 23.736, lng: 90.413, area: 'Paltan, Dhaka 1000', cats: ['biryani', 'shakes', 'cakes-sweets'], featured: true },
  { id: 25, module: 'food', name: 'Dragon Wok', zone: 2, lat: 23.796, lng: 90.415, area: 'Gulshan Lake Road, Dhaka 1212', cats: ['chinese', 'fried-rice', 'shakes'] },
  { id: 26, module: 'food', name: 'Sweet Tooth Desserts', zone: 1, lat: 23.755, lng: 90.375, area: 'Dhanmondi 27, Dhaka 1209', cats: ['cakes-sweets', 'ice-cream', 'coffee', 'shakes'], selfDelivery: true, freeDelivery: true },
  { id: 27, module: 'food', name: 'Chillox Uttara', zone: 3, lat: 23.871, lng: 90.395, area: 'Sector 7, Uttara, Dhaka 1230', cats: ['burgers', 'sandwiches', 'shakes', 'ice-cream'] },
  { id: 28, module: 'food', name: 'Mirpur Biryani House', zone: 4, lat: 23.805, lng: 90.37, area: 'Mirpur 10, Dhaka 1216', cats: ['biryani', 'fried-rice', 'shakes'], discount: 'expired' },
  { id: 29, module: 'food', name: 'Green Bowl Salads', zone: 2, lat: 23.78, lng: 90.413, area: 'Niketan, Gulshan, Dhaka 1212', cats: ['salads', 'shakes', 'coffee', 'sandwiches'] },
  { id: 30, module: 'food', name: 'Breakfast Club', zone: 1, lat: 23.76, lng: 90.39, area: 'Farmgate, Dhaka 1215', cats: ['morning', 'coffee', 'shakes', 'cakes-sweets'], hours: 'morning' },
  { id: 31, module: 'food', name: 'Midnight Diner', zone: 1, lat: 23.75, lng: 90.415, area: 'Malibagh, Dhaka 1217', cats: ['burgers', 'sandwiches', 'fried-rice', 'coffee'], hours: 'late' },
  { id: 32, module: 'food', name: 'Old Dhaka Kebab', zone: 1, lat: 23.71, lng: 90.405, area: 'Nazira Bazar, Old Dhaka, Dhaka 1100', cats: ['biryani', 'sandwiches', 'cakes-sweets'], closed: true },
  { id: 33, module: 'food', name: 'Sushi Samurai', zone: 2, lat: 23.802, lng: 90.42, area: 'Baridhara, Dhaka 1212', cats: ['japanese', 'chinese', 'ice-cream'] },
  { id: 34, module: 'food', name: 'Café Aroma', zone: 3, lat: 23.865, lng: 90.399, area: 'Sector 4, Uttara, Dhaka 1230', cats: ['coffee', 'cakes-sweets', 'morning', 'salads'], hours: 'weekdays' },
];
