// Rental demo data (order 30, after the catalogue's zones and modules): 4 providers as stores of the rental module,
// vehicle categories and brands, 24 vehicles, reviews (provider ratings follow them) and rental banners.
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { moduleZones, modules, storeSchedules, stores, zones } from '../schema/catalogue.ts';
import { rentalBanners, vehicleBrands, vehicleCategories, vehicleReviews, vehicles } from '../schema/rental.ts';
import { refreshProviderRating } from '../../lib/reviews/trip-review.ts';
import type { SeedArea } from './areas.ts';
import { kebab } from './catalogue.ts';
import { zoneSeeds } from './catalogue/geo-data.ts';
import {
  bannerSeeds,
  brandSeeds,
  categorySeeds,
  descriptionByCategory,
  providerSeeds,
  reviewComments,
  reviewerNames,
  vehicleSeeds,
} from './rental/data.ts';
import { mapTexts, translated } from './shared/translations.ts';

const seededAt = new Date(Date.UTC(2026, 0, 5, 8, 0));
const daysAfter = (n: number) => new Date(seededAt.getTime() + n * 86_400_000);

/** The rental module and the zone ids 1…4; created here only when the catalogue area did not seed them. */
async function rentalModuleAndZones(db: Db): Promise<{ moduleId: number; zoneIds: number[] }> {
  let zoneRows = await db.select({ id: zones.id }).from(zones).orderBy(zones.id);
  if (!zoneRows.length) {
    zoneRows = await db
      .insert(zones)
      .values(zoneSeeds.map(({ id: _id, ...z }) => z))
      .returning({ id: zones.id });
  }
  let [mod] = await db.select().from(modules).where(eq(modules.moduleType, 'rental'));
  if (!mod) {
    [mod] = await db
      .insert(modules)
      .values({
        moduleName: 'Rental',
        moduleType: 'rental',
        icon: 'modules/rental.webp',
        thumbnail: 'modules/rental-thumb.webp',
        description: 'Rent cars, microbuses and bikes by the hour or by the km.',
        translations: {
          ar: { module_name: 'تأجير' },
          bn: { module_name: 'গাড়ি ভাড়া' },
          es: { module_name: 'Alquiler' },
        },
      })
      .returning();
    await db
      .insert(moduleZones)
      .values(
        zoneRows
          .slice(0, 4)
          .map((z) => ({ moduleId: mod!.id, zoneId: z.id, perKmShippingCharge: 0, minimumShippingCharge: 0 })),
      )
      .onConflictDoNothing();
  }
  return { moduleId: mod!.id, zoneIds: zoneRows.map((z) => z.id) };
}

export const seedArea: SeedArea = {
  name: 'rental',
  order: 30,
  async seed(db: Db) {
    const { moduleId, zoneIds } = await rentalModuleAndZones(db);
    const zone = (n: number) => zoneIds[n - 1] ?? zoneIds[0]!;

    const providers = await db
      .insert(stores)
      .values(
        providerSeeds.map((p) => ({
          moduleId,
          zoneId: zone(p.zoneId),
          name: p.name,
          slug: p.slug,
          phone: p.phone,
          email: p.email,
          logo: `providers/${p.slug}.webp`,
          coverPhoto: `providers/${p.slug}-cover.webp`,
          address: p.address,
          latitude: p.lat,
          longitude: p.lng,
          footerText: `${p.name} — trusted rides since 2019.`,
          deliveryTime: '10-20 min',
          delivery: false,
          takeAway: true,
          tax: p.tax,
          discount: p.discount,
          pickupZoneId: p.pickupZoneIds.map(zone),
          translations: translated({ name: p }),
          createdAt: seededAt,
        })),
      )
      .returning({ id: stores.id });
    const providerId = (index: number) => providers[index]!.id;

    // open around the clock, every day
    await db.insert(storeSchedules).values(
      providers.flatMap((p) =>
        [0, 1, 2, 3, 4, 5, 6].map((day) => ({
          storeId: p.id,
          day,
          openingTime: '00:00:00',
          closingTime: '23:59:59',
        })),
      ),
    );

    const cats = await db
      .insert(vehicleCategories)
      .values(
        categorySeeds.map((c, i) => ({
          name: c.name,
          image: `${i + 1}-${kebab(c.name)}.webp`,
          priority: categorySeeds.length - i,
          translations: translated({ name: c }),
          createdAt: seededAt,
        })),
      )
      .returning({ id: vehicleCategories.id });
    const brands = await db
      .insert(vehicleBrands)
      .values(
        brandSeeds.map((b, i) => ({
          name: b.name,
          image: `${i + 1}-${kebab(b.name)}.webp`,
          translations: translated({ name: b }),
          createdAt: seededAt,
        })),
      )
      .returning({ id: vehicleBrands.id });

    const inserted = await db
      .insert(vehicles)
      .values(
        vehicleSeeds.map((v, i) => {
          const [
            provider,
            name,
            cat,
            brand,
            type,
            seats,
            ac,
            fuel,
            transmission,
            total,
            isNew,
            hourly,
            perKm,
            dType,
            dValue,
            tripH,
            tripD,
          ] = v;
          const n = i + 1;
          const [en, ar, bn, es] = descriptionByCategory[cat]!;
          const picture = kebab(categorySeeds[cat - 1]!.name);
          return {
            providerId: providerId(provider),
            zoneId: zone(providerSeeds[provider]!.zoneId),
            categoryId: cats[cat - 1]!.id,
            brandId: brands[brand - 1]!.id,
            name,
            description: `${name}: ${en}`,
            // a vehicle's pictures show its category (server/media-subjects.ts)
            thumbnail: `${n}-${picture}.webp`,
            images: [`${n}-${picture}.webp`, `${n}-${picture}-2.webp`, `${n}-${picture}-3.webp`],
            type,
            engineCapacity: cat === 4 ? '150 cc' : cat === 6 ? '0 cc' : `${1500 + (n % 5) * 300} cc`,
            enginePower: cat === 4 ? '18 hp' : `${110 + (n % 7) * 25} hp`,
            seatingCapacity: seats,
            airCondition: ac,
            fuelType: fuel,
            transmissionType: transmission,
            totalVehicles: total,
            newTag: isNew,
            hourlyPrice: hourly,
            distancePrice: perKm,
            discountType: dType,
            discountPrice: dValue,
            tripHourly: tripH,
            tripDistance: tripD,
            tags: [type, fuel, ...(isNew ? ['new'] : [])],
            translations: translated({ description: mapTexts({ ar, bn, es }, (text) => `${name}: ${text}`) }),
            createdAt: daysAfter(n),
          };
        }),
      )
      .returning({ id: vehicles.id, providerId: vehicles.providerId });

    // 1–3 reviews on most vehicles (every 6th has none), deterministic
    const reviews = inserted.flatMap((v, i) => {
      if ((i + 1) % 6 === 0) return [];
      const count = (i % 3) + 1;
      return Array.from({ length: count }, (_, k) => {
        const [rating, comment] = reviewComments[(i * 2 + k) % reviewComments.length]!;
        return {
          vehicleId: v.id,
          providerId: v.providerId,
          customerName: reviewerNames[(i + k) % reviewerNames.length]!,
          rating,
          comment,
          reply: k === 0 && rating <= 3 ? 'Sorry about that — we have fixed it for your next trip.' : null,
          createdAt: daysAfter(30 + i + k),
        };
      });
    });
    await db.insert(vehicleReviews).values(reviews);

    // provider ratings follow their vehicles' reviews
    for (const p of providers) await refreshProviderRating(db, p.id);

    await db.insert(rentalBanners).values(
      bannerSeeds.map(([title, ar, bn, es, type, zoneNo, ref], i) => ({
        title,
        type,
        image: `${i + 1}-${kebab(title)}.webp`,
        data:
          type === 'provider_wise'
            ? String(providerId(ref as number))
            : type === 'vehicle_wise'
              ? String(inserted[(ref as number) - 1]!.id)
              : '/rental/vehicle-search?all_category=1',
        zoneId: zone(zoneNo),
        translations: translated({ title: { ar, bn, es } }),
      })),
    );
  },
};
