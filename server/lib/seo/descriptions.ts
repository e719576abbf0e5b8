// How a page's meta description is worded, in each of the app's languages (only the server writes descriptions; the titles' rule, which
// the SPA shares, is domain/page-head.ts). See docs/architecture.md, "What search engines read".
import type { AppLanguage } from '../../../domain/languages.ts';

interface DescriptionWords {
  /** The description of the pages without data of their own (also index.html's and the manifest's). */
  tagline: string;
  store: (p: { name: string; address: string; rating: string; count: number }) => string;
  storeUnrated: (p: { name: string; address: string }) => string;
  product: (p: { name: string; price: string; store: string }) => string;
  vehicle: (p: { name: string; price: string; provider: string }) => string;
  provider: (p: { name: string; address: string }) => string;
  category: (p: { name: string; business: string }) => string;
}

export const descriptionWords: Record<AppLanguage, DescriptionWords> = {
  en: {
    tagline: 'Groceries, pharmacy, shopping, food, parcels and vehicle rental, delivered.',
    store: (p) => `${p.name}, ${p.address}. Rated ${p.rating} of 5 by ${p.count} customers.`,
    storeUnrated: (p) => `${p.name}, ${p.address}.`,
    product: (p) => `${p.name} for ${p.price} at ${p.store}.`,
    vehicle: (p) => `Rent ${p.name} from ${p.provider} for ${p.price}.`,
    provider: (p) => `Rent a vehicle from ${p.name}, ${p.address}.`,
    category: (p) => `${p.name}: shop the category at ${p.business}.`,
  },
  ar: {
    tagline: 'البقالة والصيدلية والتسوق والطعام والطرود وتأجير المركبات، حتى بابك.',
    store: (p) => `${p.name}، ${p.address}. تقييمه ${p.rating} من 5 من ${p.count} عميل.`,
    storeUnrated: (p) => `${p.name}، ${p.address}.`,
    product: (p) => `${p.name} بسعر ${p.price} لدى ${p.store}.`,
    vehicle: (p) => `استأجر ${p.name} من ${p.provider} بسعر ${p.price}.`,
    provider: (p) => `استأجر مركبة من ${p.name}، ${p.address}.`,
    category: (p) => `${p.name}: تسوّق الفئة في ${p.business}.`,
  },
  bn: {
    tagline: 'মুদি, ওষুধ, কেনাকাটা, খাবার, পার্সেল আর গাড়ি ভাড়া — সব পৌঁছে যায় আপনার দরজায়।',
    store: (p) => `${p.name}, ${p.address}। ${p.count} জন ক্রেতার রেটিং ৫-এর মধ্যে ${p.rating}।`,
    storeUnrated: (p) => `${p.name}, ${p.address}।`,
    product: (p) => `${p.store}-এ ${p.name} মাত্র ${p.price}।`,
    vehicle: (p) => `${p.provider} থেকে ${p.name} ভাড়া নিন ${p.price}-এ।`,
    provider: (p) => `${p.name} থেকে গাড়ি ভাড়া নিন, ${p.address}।`,
    category: (p) => `${p.name}: ${p.business}-এ এই ক্যাটাগরির পণ্য কিনুন।`,
  },
  es: {
    tagline: 'Supermercado, farmacia, compras, comida, paquetes y alquiler de vehículos, a domicilio.',
    store: (p) => `${p.name}, ${p.address}. Valoración de ${p.rating} sobre 5 según ${p.count} clientes.`,
    storeUnrated: (p) => `${p.name}, ${p.address}.`,
    product: (p) => `${p.name} por ${p.price} en ${p.store}.`,
    vehicle: (p) => `Alquila ${p.name} de ${p.provider} por ${p.price}.`,
    provider: (p) => `Alquila un vehículo en ${p.name}, ${p.address}.`,
    category: (p) => `${p.name}: compra en esta categoría en ${p.business}.`,
  },
};
