import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { parseShopTime } from '../../../domain/shop-time.ts';
import { timeLeft } from '../../../domain/time-left.ts';

/**
 * The time left in a flash sale (its `end_date`, shop time), ticking every second: "Ends in 2d 4h" a day or more
 * away, "Ends in 0d 4h 10m 5s" within the last day (read out in words), or the sale's end once it has passed.
 */
export function FlashCountdown({ endDate }: { endDate: string | undefined }) {
  const { t } = useTranslation();
  const end = parseShopTime(endDate);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!end) return null;
  if (end.getTime() <= now.getTime()) return <Box role="status">{t('offers.flashSale.ended')}</Box>;
  const left = timeLeft(end, now);
  // a day or more away: days and hours (the minutes and seconds of a far end say nothing)
  const far = left.days > 0;
  // the server drew the time left when it rendered; the browser hydrates a second or two later: the ticking text is
  // the one place where the two may differ, and the browser's is the right one (React's way for a clock)
  return (
    <Box>
      <span aria-hidden="true">
        {t('offers.flashSale.endsIn')}{' '}
        <strong>
          {/* a duration, as HTML writes one: P<days>DT<hours>H<minutes>M<seconds>S */}
          <time
            dateTime={far ? `P${left.days}DT${left.hours}H` : `P0DT${left.hours}H${left.minutes}M${left.seconds}S`}
            suppressHydrationWarning
          >
            {t(far ? 'offers.flashSale.countdownDays' : 'offers.flashSale.countdown', left)}
          </time>
        </strong>
      </span>
      <span className="visually-hidden" suppressHydrationWarning>
        {t(far ? 'offers.flashSale.countdownDaysLabel' : 'offers.flashSale.countdownLabel', left)}
      </span>
    </Box>
  );
}

const Box = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  strong {
    color: ${({ theme }) => theme.color.error};
    font-variant-numeric: tabular-nums;
  }
`;
