const staffOnly = { auth: false, policies: ['global::is-staff'] } as const;

export default {
  routes: [
    { method: 'POST', path: '/addpaymet', handler: 'payments.save', config: staffOnly },
    { method: 'POST', path: '/deletepayment', handler: 'payments.remove', config: staffOnly },
    { method: 'GET', path: '/getpayments', handler: 'payments.list', config: staffOnly },
    { method: 'GET', path: '/bankingpresets', handler: 'payments.bankingPresets', config: staffOnly },
    { method: 'POST', path: '/bankingpresets', handler: 'payments.saveBankingPreset', config: staffOnly },
  ],
};
