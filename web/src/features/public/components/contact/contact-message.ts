import { z } from 'zod';

/** The contact form's four fields, all required. */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your full name'),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address')
    .pipe(z.email('Please enter a valid email address')),
  subject: z.string().trim().min(1, 'Please enter a subject'),
  message: z.string().trim().min(1, 'Please enter your message'),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const EMPTY_CONTACT_MESSAGE: ContactMessage = { name: '', email: '', subject: '', message: '' };
