import { Paper } from '@mantine/core';
import { useRouteTitle } from '../../ui/routeMeta';
import { PageHeader } from '../../ui/PageHeader';
import { SignatureEditor } from './SignatureEditor';

const OWN = { kind: 'own' } as const;

/** /s/packing-slip-signature: the seller's own signature, printed on its orders' packing slips. */
export default function SellerSignaturePage() {
  const title = useRouteTitle();
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder p="md" maw={640}>
        <SignatureEditor owner={OWN} canUpdate />
      </Paper>
    </>
  );
}
