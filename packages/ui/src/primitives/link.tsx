import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
} from 'react';

/** What a link component receives: the usual anchor attributes, with `href` always set. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Where the link goes, as an app path (`/register`) or a full URL. */
  href: string;
  children?: ReactNode;
  className?: string;
}

/** A component that renders links, for example one that wraps the app router's `Link`. */
export type LinkComponent = ComponentType<LinkComponentProps>;

function PlainAnchor({ children, ...props }: LinkComponentProps) {
  return <a {...props}>{children}</a>;
}

const LinkContext = /* @__PURE__ */ createContext<LinkComponent>(PlainAnchor);

export interface LinkProviderProps {
  /**
   * Renders every link inside the ui components, so the app can route without a page load.
   * It receives `{ href, children, className, ...anchorProps }`.
   * @default a plain `<a>` element
   */
  component: LinkComponent;
  children: ReactNode;
}

/**
 * Lets the app render the links of ui components with its own router.
 *
 * @example
 * const RouterLink: LinkComponent = ({ href, ...props }) => <RRLink to={href} {...props} />;
 * <LinkProvider component={RouterLink}><App /></LinkProvider>
 */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** The link component set by the nearest `LinkProvider`, else a plain `<a>`. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}

export type LinkProps = LinkComponentProps;

/** A link rendered through the component given to `LinkProvider`. */
export function Link({ className, ...props }: LinkProps) {
  const Component = useLinkComponent();
  return <Component data-slot="link" className={className ?? 'rb-link'} {...props} />;
}
