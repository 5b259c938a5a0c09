import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { AdresaView } from '@shared/api/web-oznamenie';
import { Breadcrumbs } from '@web/components/breadcrumbs';
import { OWNER_KINDS, type PoskodenyOwner, ownerBase, ownerDetailPath } from './owner';
import { POSKODENI_TEXTS } from './poskodeni-texts';

/** Navigation to an owner-relative URL (the owner decides the path prefix). */
export function useGo() {
  const router = useRouter();
  return useCallback((href: string, replace = false) => router.navigate({ href, replace }), [router]);
}

export function adresaText(a: AdresaView): string {
  const cislo = [a.supisneCislo, a.orientacneCislo].filter(Boolean).join('/');
  const ulica = [a.ulica, cislo].filter(Boolean).join(' ');
  return [ulica, [a.psc, a.obecName].filter(Boolean).join(' '), a.okresName ? `okres ${a.okresName}` : '', a.statName].filter(Boolean).join(', ');
}

/** Breadcrumbs e.g. 'Oznámenia' > 'Detail oznámenia' > 'Poškodený' > current page (labels of the owner kind). */
export function PoskodeniBreadcrumbs({ owner, current }: { owner: PoskodenyOwner; current?: string }) {
  const kind = OWNER_KINDS[owner.kind];
  return (
    <Breadcrumbs
      items={[
        { label: kind.listLabel, href: kind.listPath },
        { label: kind.detailLabel, href: ownerDetailPath(owner) },
        { label: POSKODENI_TEXTS.poskodeny, href: ownerBase(owner) },
        ...(current ? [{ label: current }] : []),
      ]}
    />
  );
}

/** Frame of every injured-party screen: breadcrumbs, caption, heading. */
export function PoskodeniPage({ owner, title, children }: { owner: PoskodenyOwner; title: string; children: React.ReactNode }) {
  return (
    <>
      <PoskodeniBreadcrumbs owner={owner} current={title === POSKODENI_TEXTS.detailTitle ? undefined : title} />
      <span className="govuk-caption-l">{OWNER_KINDS[owner.kind].detailLabel}</span>
      <h1 className="govuk-heading-l">{title}</h1>
      {children}
    </>
  );
}
