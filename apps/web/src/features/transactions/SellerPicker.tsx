import { useTranslation } from 'react-i18next';
import { UserPicker } from '../users/UserPicker';

type SellerPickerProps = {
  value: string | null;
  onChange: (userId: string | null) => void;
  error?: string;
};

const SELLERS = [{ field: 'type', operation: 'in' as const, value: ['SELLER'] }];

/** A seller found by e-mail through the user list model (sellers only, newest first). */
export function SellerPicker(props: SellerPickerProps) {
  const { t } = useTranslation();
  return (
    <UserPicker
      {...props}
      filtersRef={SELLERS}
      label={t('transactions.fields.seller')}
      placeholder={t('transactions.grant.sellerPlaceholder')}
      nothingFound={t('transactions.grant.noSeller')}
      testId="seller-picker"
    />
  );
}
