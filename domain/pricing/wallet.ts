// Paying with the wallet (spec part 2 §7 payment, §9): the wallet pays an order or a trip in full only when the
// balance covers the whole amount (otherwise the server refuses: 'Your wallet balance is not enough for this trip.').

/** The balance covers the whole amount. */
export const walletCovers = (balance: number, total: number) => balance >= total;
