// The landing page's testimonials (table `testimonials`): GET /testimonial answers them in the shape of 6amMart's
// business setting, react-landing-page in its testimonial_section; both read them here.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { testimonials } from '../../db/schema/engagement.ts';
import { tr } from '../http/serialize.ts';

export interface Testimonial {
  id: number;
  name: string;
  designation: string;
  review: string;
  /** Stored file names (under /media/), null when none. */
  image: string | null;
  brandImage: string | null;
}

/** The active testimonials, oldest first, their role and text in the locale when translated. */
export async function activeTestimonials(db: Db, locale: string): Promise<Testimonial[]> {
  const rows = await db
    .select()
    .from(testimonials)
    .where(eq(testimonials.status, 1))
    .orderBy(asc(testimonials.createdAt), asc(testimonials.id));
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    designation: tr(t.translations, locale, 'designation', t.designation),
    review: tr(t.translations, locale, 'review', t.review),
    image: t.image,
    brandImage: t.brandImage,
  }));
}
