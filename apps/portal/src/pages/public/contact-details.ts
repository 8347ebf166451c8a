/** The support address shown in the footer, on the help page and on the contact page. */
export const SUPPORT_EMAIL = 'support@rebond.example';

/** The address for partnerships, press and enterprise plans. */
export const BUSINESS_EMAIL = 'business@rebond.example';

/** The copyright year the specification fixes for the footer. */
export const COPYRIGHT_YEAR = 2024;
