/**
 * English messages of the public pages. This object defines the shape every other locale must
 * match (see {@link PublicMessages}). Messages that take values are functions.
 */
export const en = {
  common: {
    brand: 'Rebond',
    documentTitle: (page: string) => `${page} · Rebond`,
    skipToContent: 'Skip to main content',
    opensInNewTab: '(opens in a new tab)',
    comingSoonBadge: 'Coming soon',
  },
  header: {
    homeLink: 'Rebond, home',
    navLabel: 'Main',
    home: 'Home',
    about: 'About',
    contact: 'Contact',
    signIn: 'Sign In',
    getStarted: 'Get Started',
    menu: 'Menu',
  },
  footer: {
    tagline: 'A calm place for professionals to rehearse the conversations that matter.',
    contactHeading: 'Contact',
    emailLabel: 'Support e-mail',
    addressLabel: 'Address',
    address: ['Rebond GmbH', 'Torstraße 140', '10119 Berlin', 'Germany'],
    socialHeading: 'Follow us',
    socialNote: 'Our social channels open soon.',
    productHeading: 'Product',
    resourcesHeading: 'Resources',
    legalHeading: 'Legal',
    links: {
      features: 'Features',
      howItWorks: 'How It Works',
      api: 'API',
      status: 'System Status',
      help: 'Help Center',
      faq: 'FAQ',
      feedback: 'Feedback',
      about: 'About',
      contact: 'Contact',
      privacy: 'Privacy Policy',
      terms: 'Terms of Service',
      security: 'Security',
      cookies: 'Cookie Policy',
    },
    copyright: (year: number) => `© ${year} Rebond. All rights reserved.`,
  },
  landing: {
    title: 'Rehearse difficult conversations',
    hero: {
      eyebrow: 'HIPAA compliant · For licensed professionals',
      headingLead: 'AI-assisted practice for',
      phrases: [
        'Therapists & Coaches',
        'Mental Health Professionals',
        'Healthcare Providers',
        'Wellness Practitioners',
      ],
      audienceForScreenReaders:
        'therapists & coaches, mental health professionals, healthcare providers and wellness practitioners',
      text: 'Rehearse difficult conversations with lifelike AI talking avatars. Speak naturally, receive a lip-synced video reply, and review every session at your own pace.',
      getStarted: 'Get Started',
      watchDemo: 'Watch Demo',
      note: 'Registration takes 2 minutes. No credit card required.',
    },
    demo: {
      heading: 'See Rebond in action',
      text: 'A short walkthrough: creating an avatar, starting a session and receiving a video reply.',
      placeholder: 'Demo video coming soon',
    },
    growth: {
      heading: 'Designed for Growth',
      intro: 'Practice the moments that shape your work with clients, in a space without pressure.',
      items: {
        emotional: {
          title: 'Emotional Well-being',
          text: 'Rehearse conversations about difficult feelings until your words feel steady and kind.',
        },
        personal: {
          title: 'Personal Growth',
          text: 'Try new approaches, notice your habits and build confidence with every session.',
        },
        anxiety: {
          title: 'Anxiety Management',
          text: 'Prepare for anxious or overwhelmed clients with avatars that respond realistically.',
        },
        relationship: {
          title: 'Relationship Support',
          text: 'Practise mediating tension, conflict and repair in relationships and families.',
        },
      },
    },
    steps: {
      heading: 'How It Works',
      intro: 'Three steps from sign-up to your first insight.',
      items: {
        verification: {
          title: 'Professional Verification',
          text: 'Register as a licensed therapist or certified coach to access the platform.',
        },
        sessions: {
          title: 'AI-Assisted Sessions',
          text: 'Speak with an avatar built around a character profile, in a dynamic or scenario-based session.',
        },
        progress: {
          title: 'Track Progress',
          text: 'Review conversations, video replies and summaries to see how your practice evolves.',
        },
      },
    },
    journey: {
      heading: 'Supporting Your Professional Journey',
      intro: 'Rebond is built with professionals first, and will open to individuals soon.',
      professional: {
        title: 'For professionals',
        text: 'Create avatars, run practice sessions and keep a history of your work.',
        action: 'Join as Professional',
      },
      individual: {
        title: 'For individuals',
        text: 'A guided space for individuals to rehearse important conversations is in preparation.',
        action: 'Explore as Individual',
      },
    },
    impact: {
      heading: 'Real Impact',
      intro: 'What professionals report after practising with Rebond.',
      trustedBy: 'Trusted by 500+ professionals',
      stats: {
        outcomes: { value: '85%', label: 'Improved client outcomes' },
        time: { value: '60%', label: 'Time saved per session' },
        satisfaction: { value: '92%', label: 'Professional satisfaction' },
        insight: { value: '40%', label: 'Better insight quality' },
      },
      testimonialsHeading: 'What professionals say',
      testimonials: {
        first: {
          quote:
            'Rehearsing a hard conversation before it happens changed how I open sessions. I feel calmer and my clients notice it.',
          author: 'Licensed clinical psychologist',
        },
        second: {
          quote:
            'The scenario sessions let me practise de-escalation without putting anyone at risk. It has become part of my weekly routine.',
          author: 'Certified life coach',
        },
      },
    },
    cta: {
      heading: 'Ready to practise with confidence?',
      text: 'Join the professionals who rehearse their most important conversations with Rebond.',
      primary: 'Get Started Free',
      secondary: 'Schedule Demo',
    },
    floating: {
      label: 'Quick help',
      liveChat: { label: 'Live Chat Support', hint: 'Talk to our support team' },
      docs: { label: 'Documentation', hint: 'Guides and answers in the help center' },
      demo: { label: 'Schedule Demo', hint: 'Book a guided tour of the platform' },
    },
  },
  features: {
    title: 'Features',
    eyebrow: 'Features',
    heading: 'Everything you need to rehearse with confidence',
    intro:
      'Rebond combines lifelike avatars, natural voices and careful session tools in one calm workspace.',
    items: {
      avatars: {
        title: 'AI talking avatars',
        text: 'Create an avatar from a single photo and a character profile that shapes how it responds.',
      },
      voice: {
        title: 'Cloned or generated voices',
        text: 'Upload or record a voice sample, or generate a voice from a short description.',
      },
      sessions: {
        title: 'Dynamic and scenario sessions',
        text: 'Let the conversation unfold freely, or set a scenario prompt to practise a specific situation.',
      },
      video: {
        title: 'Lip-synced video replies',
        text: 'Record your message and receive an avatar video reply, usually within 30 to 60 seconds.',
      },
      history: {
        title: 'Session history',
        text: 'Revisit every conversation with its videos and summary, and continue active sessions.',
      },
      privacy: {
        title: 'Privacy first',
        text: 'Explicit consent before recording and AI processing, and HIPAA-compliant handling of data.',
      },
    },
    cta: {
      heading: 'Start practising today',
      text: 'Create your account in about two minutes, or talk to us about your team.',
      primary: 'Create Your Account',
      secondary: 'Contact Us',
    },
  },
  howItWorks: {
    title: 'How It Works',
    eyebrow: 'How it works',
    heading: 'From first sign-up to meaningful practice',
    intro: 'Four steps take you from an empty account to reviewing your first rehearsed conversation.',
    stepsHeading: 'Four steps',
    steps: {
      signUp: {
        title: 'Sign up and set up',
        text: 'Create your professional account and complete your profile.',
      },
      createSession: {
        title: 'Create a session',
        text: 'Choose an avatar, pick a dynamic or scenario-based session and configure it.',
      },
      interaction: {
        title: 'AI interaction',
        text: 'Record your voice; the avatar answers with a lip-synced video reply.',
      },
      review: {
        title: 'Review and progress',
        text: 'Look back at the conversation, videos and summary, and track your progress over time.',
      },
    },
    workflowsHeading: 'Two workflows, one shared goal',
    psychiatrist: {
      heading: 'For psychiatrists and therapists',
      steps: [
        'Create avatars that reflect the clients you want to prepare for.',
        'Run practice sessions before a difficult appointment.',
        'Review history and summaries to refine your approach.',
      ],
    },
    patient: {
      heading: 'For patients',
      steps: [
        'Join through an invitation from your professional.',
        'Give consent before any recording or AI processing.',
        'Practise conversations in a safe space, at your own pace.',
      ],
    },
    cta: {
      heading: 'See it for yourself',
      text: 'Create an account, explore the features or ask us anything.',
      register: 'Create Your Account',
      features: 'Explore Features',
      contact: 'Contact Us',
    },
  },
  help: {
    title: 'Help & Support',
    eyebrow: 'Help & Support',
    heading: 'How can we help?',
    intro: 'Find answers, browse guides or reach our support team.',
    contactHeading: 'Contact support',
    liveChat: {
      title: 'Live Chat',
      text: 'Chat with our support team in real time.',
      action: 'Start Chat',
      unavailable: 'Live chat is not available yet. Please use e-mail in the meantime.',
    },
    email: {
      title: 'Email Support',
      text: "We'll respond within 24 hours",
    },
    phone: {
      title: 'Phone Support',
      text: 'Talk to a member of our team.',
      hours: 'Mon–Fri 9AM–6PM EST',
    },
    resourcesHeading: 'Helpful Resources',
    resourceTypes: { guide: 'Guide', video: 'Video', article: 'Article', tutorial: 'Tutorial' },
    resources: {
      gettingStarted: { title: 'Getting Started', text: 'Set up your account and run your first session.' },
      videos: { title: 'Video Tutorials', text: 'Short walkthroughs of every part of the platform.' },
      faq: { title: 'Frequently Asked Questions', text: 'Answers to the questions we hear most often.' },
      contact: { title: 'Contacting Support', text: 'When and how to reach us, and what to include.' },
      docs: { title: 'Platform Documentation', text: 'Reference for avatars, sessions and recordings.' },
      firstAvatar: {
        title: 'Creating Your First Avatar',
        text: 'Pictures, voice and character profile, step by step.',
      },
    },
    faqHeading: 'Frequently Asked Questions',
    searchLabel: 'Search questions and answers',
    searchPlaceholder: 'e.g. microphone',
    categoryLabel: 'Category',
    categories: {
      all: 'All',
      general: 'General',
      sessions: 'Sessions',
      avatars: 'Avatars',
      technical: 'Technical',
      billing: 'Billing',
    },
    resultCount: (shown: number, total: number) =>
      shown === total ? `Showing all ${total} questions` : `Showing ${shown} of ${total} questions`,
    emptyHeading: 'No FAQs Found',
    emptyText: 'Try another search term or category.',
    clearFilters: 'Clear search and category',
    faqs: {
      startSession: {
        question: 'How do I start a session?',
        answer:
          'Open your dashboard and choose Create Session. Pick an avatar, choose the session type, configure it and start. You can also launch a session directly from an avatar card.',
      },
      sessionTypes: {
        question: 'What is the difference between dynamic and scenario-based sessions?',
        answer:
          'A dynamic session lets the conversation develop freely from the avatar’s character profile. A scenario-based session adds a scenario prompt so you can rehearse one specific situation.',
      },
      createAvatar: {
        question: 'How do I create an avatar?',
        answer:
          'Use the avatar creation wizard: add a name, upload one clear photo, choose a voice (upload, record or generate), complete the character profile, then wait while the avatar is created. It usually takes 5 to 8 minutes.',
      },
      history: {
        question: 'Where can I find my past sessions?',
        answer:
          'The Session History tab lists every session with its status, duration, type and videos. Search by avatar name, summary or session ID and filter by status.',
      },
      audioFormat: {
        question: 'Which audio format is used for recordings?',
        answer:
          'Your browser records audio as WebM with the Opus codec, which keeps files small while preserving voice quality.',
      },
      videoTime: {
        question: 'How long does video generation take?',
        answer:
          'Generating an avatar video reply typically takes 30 to 60 seconds. Keep the page open while the progress bar completes.',
      },
      mobile: {
        question: 'Can I use Rebond on a phone or tablet?',
        answer:
          'Yes. The platform works in modern mobile browsers, as long as you allow microphone access. A larger screen is more comfortable for reviewing sessions.',
      },
      deleteItems: {
        question: 'Can I delete sessions and avatars?',
        answer:
          'Yes. You can delete a session, with all its videos, from Session History, and an avatar from Avatar Management. Deletion is permanent and cannot be undone.',
      },
      microphone: {
        question: 'My microphone is not working. What can I do?',
        answer:
          'Check that your browser has permission to use the microphone, that the right input device is selected in your system settings and that no other application is using it. Then reload the page.',
      },
      responseQuality: {
        question: 'How can I improve the quality of the avatar’s responses?',
        answer:
          'Write a detailed character profile, speak clearly in a quiet room and give context in your scenario prompt. Short, focused messages lead to more relevant replies.',
      },
      creditCard: {
        question: 'Do I need a credit card to sign up?',
        answer: 'No. Registration takes about two minutes and no credit card is required.',
      },
    },
    stillNeedHelp: {
      heading: 'Still Need Help?',
      text: 'Our support team is happy to help with anything the guides do not cover.',
      contact: 'Contact Us',
      email: 'Email Support',
    },
  },
  about: {
    title: 'About',
    eyebrow: 'About Rebond',
    heading: 'Helping professionals prepare for the conversations that matter',
    intro:
      'Rebond gives therapists, coaches and healthcare providers a safe place to rehearse difficult conversations with AI talking avatars, so they can arrive at real sessions calm and ready.',
    statsLabel: 'Rebond in numbers',
    stats: {
      professionals: { value: '500+', label: 'Licensed Professionals' },
      sessions: { value: '10,000+', label: 'Sessions Supported' },
      satisfaction: { value: '95%', label: 'Satisfaction Rate' },
      availability: { value: '24/7', label: 'Availability' },
    },
    mission: {
      heading: 'Our mission',
      text: 'To make deliberate practice part of every helping profession, with tools that respect both the professional and the people they care for.',
    },
    vision: {
      heading: 'Our vision',
      text: 'A world where every difficult conversation is met with preparation, empathy and confidence.',
    },
    valuesHeading: 'Our values',
    valuesIntro: 'Ten values guide how we build Rebond and how we work with you.',
    values: {
      trust: { title: 'Trust', text: 'We earn it through transparency and careful handling of data.' },
      respect: { title: 'Respect', text: 'For professionals, clients and every person behind a story.' },
      compassion: { title: 'Compassion', text: 'We design for people at vulnerable moments.' },
      communication: { title: 'Open Communication', text: 'We say what we do, and what we do not do yet.' },
      commitment: { title: 'Commitment', text: 'We stay with our users for the long term.' },
      equality: { title: 'Equality', text: 'Good practice tools should be available to everyone.' },
      patience: { title: 'Patience', text: 'Growth takes time; our tools leave room for it.' },
      forgiveness: { title: 'Forgiveness', text: 'Practice is where mistakes are welcome.' },
      support: { title: 'Support', text: 'A real team is there when you need help.' },
      playfulness: { title: 'Playfulness', text: 'Curiosity and lightness make learning stick.' },
    },
    teamHeading: 'The people behind Rebond',
    teamIntro: 'A small team that brings together clinical practice, technology and support.',
    team: {
      clinical: {
        title: 'Clinical advisors',
        text: 'Psychologists and coaches who shape our scenarios and review how avatars respond.',
      },
      product: {
        title: 'Product & engineering',
        text: 'Designers and engineers who build a calm, reliable and private platform.',
      },
      support: {
        title: 'Customer success',
        text: 'The people who answer your questions and help your team get started.',
      },
    },
    cta: {
      heading: 'Let’s talk',
      text: 'Questions about Rebond, partnerships or your team? We would love to hear from you.',
      contact: 'Contact Us',
      features: 'Explore Features',
      home: 'Back to Home',
    },
  },
  contact: {
    title: 'Contact',
    eyebrow: 'Contact',
    heading: 'Get in touch',
    intro: 'Questions, a demo or a partnership: tell us what you need and we will get back to you.',
    cardsHeading: 'Ways to reach us',
    cards: {
      support: { title: 'Technical support', text: 'For help with your account, avatars or sessions.' },
      office: { title: 'Berlin headquarters', text: 'Our team works from Berlin, Germany.' },
      demo: {
        title: 'Platform demo',
        text: 'A guided 30-minute tour for you or your team. Choose “Demo request” in the form.',
      },
      business: { title: 'Business inquiries', text: 'Partnerships, press and enterprise plans.' },
    },
    form: {
      heading: 'Send us a message',
      required: 'required',
      name: 'Full Name',
      email: 'Email Address',
      organization: 'Organization',
      optional: '(optional)',
      inquiryType: 'Inquiry Type',
      inquiryTypes: {
        general: 'General question',
        demo: 'Demo request',
        technical: 'Technical support',
        integration: 'Integration',
        business: 'Business partnership',
        enterprise: 'Enterprise plan',
      },
      subject: 'Subject',
      message: 'Message',
      submit: 'Send Message',
      errors: {
        nameRequired: 'Please enter your full name.',
        emailRequired: 'Please enter your e-mail address.',
        emailInvalid: 'Please enter a valid e-mail address, such as name@example.com.',
        subjectRequired: 'Please enter a subject.',
        messageRequired: 'Please enter your message.',
        summary: (count: number) =>
          count === 1 ? 'Please correct 1 field below.' : `Please correct ${count} fields below.`,
      },
      success: {
        heading: 'Message Sent Successfully!',
        text: 'Thank you for reaching out to us.',
        again: 'Send another message',
      },
    },
    availability: {
      heading: 'Availability',
      email: { label: 'E-mail response', value: '24/7' },
      consultation: { label: 'Live consultation', value: 'Mon–Fri 9AM–6PM CET' },
      demo: { label: 'Platform demo', value: 'By appointment' },
      enterprise: { label: 'Enterprise support', value: '24/7' },
    },
  },
  comingSoon: {
    heading: 'Coming Soon',
    text: 'We are still working on this page. Please check back soon.',
    backHome: 'Back to Home',
    pages: {
      faq: 'FAQ',
      privacy: 'Privacy Policy',
      terms: 'Terms of Service',
      support: 'Support',
      forgotPassword: 'Forgot Password',
      security: 'Security',
      api: 'API',
      status: 'System Status',
      feedback: 'Feedback',
      cookies: 'Cookie Policy',
      gettingStarted: 'Getting Started',
      videos: 'Video Tutorials',
      helpFaq: 'Frequently Asked Questions',
      helpContact: 'Contacting Support',
      docs: 'Platform Documentation',
      firstAvatar: 'Creating Your First Avatar',
    },
  },
};

/** The shape of the public pages' messages; every locale must provide all of it. */
export type PublicMessages = typeof en;
