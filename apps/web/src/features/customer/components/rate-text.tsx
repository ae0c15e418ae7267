import { formatRupeesPerMinute } from '@app/contract';
import { useCoinValuePaise } from '@/features/customer/api/wallet';
import { formatRate } from '@/features/customer/format';
import { cn } from '@/lib/utils';

/**
 * A listener's price as the customer decides on it: rupees a minute (coins at the server's
 * COIN_VALUE_PAISE, from the wallet) beside the coins they pay in: '₹4/min · 4 coins/min'. Until the
 * wallet is known (or when it failed to load), coins alone. Each part wraps whole on a narrow screen.
 */
export function RateText({ coinsPerMinute, className }: { coinsPerMinute: number; className?: string }) {
  const coinValuePaise = useCoinValuePaise();
  return (
    <span className={cn('tabular-nums', className)}>
      {coinValuePaise !== undefined && (
        <>
          <span className="whitespace-nowrap">{formatRupeesPerMinute(coinsPerMinute, coinValuePaise)}</span>
          <span aria-hidden="true" className="font-normal text-muted-foreground">
            {' · '}
          </span>
        </>
      )}
      <span
        className={cn(
          'whitespace-nowrap',
          coinValuePaise !== undefined && 'font-normal text-muted-foreground',
        )}
      >
        {formatRate(coinsPerMinute)}
      </span>
    </span>
  );
}
