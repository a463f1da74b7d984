/** The e-mail rule of the directory's forms; the server checks the same (contract ZEmail). */
export const EMAIL_RULES = {
  required: true,
  pattern: {
    value: /^\s*[^\s@]+@[^\s@]+\.[^\s@]{2,}\s*$/,
    message: 'Enter an e-mail address, such as name@example.com',
  },
} as const;
