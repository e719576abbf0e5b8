// Demo customers (order 20, after the catalogue's zones): the demo account with addresses, wallet and loyalty
// history, the 'Is It You?' case, an unverified-phone, an unverified-email and a blocked account.
import { hashPassword } from '../../lib/accounts/passwords.ts';
import { activeZoneIdsAt } from '../../lib/geo/zones.ts';
import type { Db } from '../client.ts';
import { customerAddresses, loyaltyPointTransactions, users, walletTransactions } from '../schema/customer.ts';
import type { SeedArea } from './areas.ts';

export const DEMO_CUSTOMER = {
  name: 'Demo Customer',
  email: 'demo@sixam.market',
  phone: '+8801700000001',
  password: '12345678',
  refCode: 'DEMO2026',
};
/** OTP login of this phone answers is_exist_user (a Google account whose phone was never verified). */
export const EXIST_USER_PHONE = '+8801700000002';
export const UNVERIFIED_PHONE_EMAIL = 'karim@sixam.market';
export const UNVERIFIED_EMAIL_EMAIL = 'nadia@sixam.market';
export const BLOCKED_EMAIL = 'blocked@sixam.market';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 9, 30));

export const seedArea: SeedArea = {
  name: 'customers',
  order: 20,
  async seed(db: Db) {
    const password = await hashPassword(DEMO_CUSTOMER.password);
    const [demo] = await db
      .insert(users)
      .values({
        fName: 'Demo',
        lName: 'Customer',
        email: DEMO_CUSTOMER.email,
        phone: DEMO_CUSTOMER.phone,
        password,
        isPhoneVerified: 1,
        isEmailVerified: 1,
        refCode: DEMO_CUSTOMER.refCode,
        walletBalance: 245.5,
        loyaltyPoint: 1250,
        loginMedium: 'manual',
        selectedModules: [1],
        createdAt: day(0),
        updatedAt: day(0),
      })
      .returning();
    await db.insert(users).values([
      {
        fName: 'Rahim',
        lName: 'Uddin',
        email: 'rahim@sixam.market',
        phone: EXIST_USER_PHONE,
        isPhoneVerified: 0,
        isEmailVerified: 1,
        refCode: 'RAHIM2026',
        loginMedium: 'google',
        socialId: 'google-rahim-0001',
        createdAt: day(3),
        updatedAt: day(3),
      },
      {
        fName: 'Karim',
        lName: 'Hasan',
        email: UNVERIFIED_PHONE_EMAIL,
        phone: '+8801700000003',
        password,
        isPhoneVerified: 0,
        isEmailVerified: 1,
        refCode: 'KARIM2026',
        loginMedium: 'manual',
        createdAt: day(5),
        updatedAt: day(5),
      },
      {
        fName: 'Nadia',
        lName: 'Islam',
        email: UNVERIFIED_EMAIL_EMAIL,
        phone: '+8801700000004',
        password,
        isPhoneVerified: 1,
        isEmailVerified: 0,
        refCode: 'NADIA2026',
        loginMedium: 'manual',
        createdAt: day(6),
        updatedAt: day(6),
      },
      {
        fName: 'Blocked',
        lName: 'Customer',
        email: BLOCKED_EMAIL,
        phone: '+8801700000005',
        password,
        isPhoneVerified: 1,
        isEmailVerified: 1,
        refCode: 'BLOCK2026',
        status: 0,
        loginMedium: 'manual',
        createdAt: day(7),
        updatedAt: day(7),
      },
    ]);

    const addresses: [string, string, string | null, number, number, string | null, string | null, string | null][] = [
      ['home', 'House 12, Road 27, Gulshan 1, Dhaka 1212', 'Ring the bell twice', 23.7806, 90.4167, '3', '27', '12'],
      ['office', 'Sector 7, Uttara, Dhaka 1230', 'Reception desk', 23.8728, 90.3984, '5', '11', 'Tower B'],
      ['other', 'Mirpur 10 Circle, Dhaka 1216', null, 23.8069, 90.3687, null, '2', '45'],
    ];
    for (const [type, address, info, lat, lng, floor, road, house] of addresses) {
      const zoneIds = await activeZoneIdsAt(db, lat, lng);
      await db.insert(customerAddresses).values({
        userId: demo!.id,
        addressType: type,
        contactPersonName: DEMO_CUSTOMER.name,
        contactPersonNumber: DEMO_CUSTOMER.phone,
        contactPersonEmail: DEMO_CUSTOMER.email,
        address,
        additionalInformation: info,
        latitude: String(lat),
        longitude: String(lng),
        zoneId: zoneIds[0] ?? 1,
        zoneIds: zoneIds.length ? zoneIds : [1],
        floor,
        road,
        house,
        createdAt: day(1),
        updatedAt: day(1),
      });
    }

    // Wallet: +200 add fund, +50 bonus by admin, -29.5 order, +25 from 250 points → 245.5.
    const wallet: [string, number, number, number, string | null, number][] = [
      ['add_fund', 200, 0, 0, 'stripe', 2],
      ['add_fund_by_admin', 50, 0, 0, 'Welcome bonus', 4],
      ['order_place', 0, 29.5, 0, '100001', 8],
      ['loyalty_point', 25, 0, 0, null, 10],
    ];
    let balance = 0;
    for (const [i, [type, credit, debit, bonus, reference, d]] of wallet.entries()) {
      balance += credit + bonus - debit;
      await db.insert(walletTransactions).values({
        userId: demo!.id,
        transactionId: `seed-wallet-${i + 1}`,
        credit,
        debit,
        adminBonus: bonus,
        balance,
        transactionType: type,
        reference,
        createdAt: day(d),
      });
    }
    // Loyalty: +900 and +600 from orders, -250 converted → 1250.
    const points: [string, number, number, string | null, number][] = [
      ['order_place', 900, 0, '100001', 8],
      ['order_place', 600, 0, '100002', 9],
      ['point_to_wallet', 0, 250, null, 10],
    ];
    let pointBalance = 0;
    for (const [i, [type, credit, debit, reference, d]] of points.entries()) {
      pointBalance += credit - debit;
      await db.insert(loyaltyPointTransactions).values({
        userId: demo!.id,
        transactionId: `seed-points-${i + 1}`,
        credit,
        debit,
        balance: pointBalance,
        transactionType: type,
        reference,
        createdAt: day(d),
      });
    }
  },
};
