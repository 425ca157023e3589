import { NewTabLink } from '@/components/ui/new-tab-link';

/** The project on the marketplace, in a new tab that cannot reach back to this one. */
export function ViewProjectLink({ url, title }: { readonly url: string; readonly title: string }) {
  return (
    <NewTabLink href={url} srDetail={title} className="whitespace-nowrap">
      View Project
    </NewTabLink>
  );
}
