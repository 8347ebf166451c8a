import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, MouseEvent } from 'react';
import { cn } from '../lib/cn';
import { SpinnerRing } from './spinner';

/** Class names for the look of a button; reuse them on links that should look like buttons. */
const buttonVariants = /* @__PURE__ */ cva('rb-button', {
  variants: {
    variant: {
      primary: 'rb-button--primary',
      secondary: 'rb-button--secondary',
      ghost: 'rb-button--ghost',
      danger: 'rb-button--danger',
      link: 'rb-button--link',
    },
    size: {
      sm: 'rb-button--sm',
      md: 'rb-button--md',
      lg: 'rb-button--lg',
    },
    fullWidth: {
      true: 'rb-button--full',
      false: '',
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /**
   * Shows a spinner and blocks clicks while work is in progress. The button stays focusable
   * (`aria-disabled`) so keyboard users do not lose their place, and says it is busy (`aria-busy`).
   * @default false
   */
  pending?: boolean;
  /**
   * Renders the only child (a link, a router's `Link`) with the button's classes, state and
   * handlers instead of a `<button>`, as Radix's `asChild`. No spinner is added then.
   * @default false
   */
  asChild?: boolean;
}

/**
 * A button. `type` defaults to `"button"`, so set `type="submit"` in forms. Its `data-slot` is
 * `button` unless you give your own (a composite component names its buttons after their part).
 */
function Button({
  variant,
  size,
  fullWidth,
  pending = false,
  asChild = false,
  className,
  type = 'button',
  onClick,
  children,
  ...props
}: ButtonProps) {
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (pending) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  const shared = {
    'data-slot': 'button',
    ...props,
    'data-variant': variant ?? 'primary',
    'data-state': pending ? 'pending' : 'idle',
    'aria-busy': pending || undefined,
    'aria-disabled': pending || props['aria-disabled'] || undefined,
    className: cn(buttonVariants({ variant, size, fullWidth }), className),
    onClick: handleClick,
  };
  if (asChild) return <Slot {...shared}>{children}</Slot>;
  return (
    <button {...shared} type={type}>
      {pending ? <SpinnerRing size="sm" /> : null}
      {children}
    </button>
  );
}

export { Button, buttonVariants };
