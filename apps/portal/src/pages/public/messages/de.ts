import type { PublicMessages } from './en';

/** German messages of the public pages. */
export const de: PublicMessages = {
  common: {
    brand: 'Rebond',
    documentTitle: (page: string) => `${page} · Rebond`,
    skipToContent: 'Zum Hauptinhalt springen',
    opensInNewTab: '(öffnet in einem neuen Tab)',
    comingSoonBadge: 'Demnächst',
  },
  header: {
    homeLink: 'Rebond, Startseite',
    navLabel: 'Haupt',
    home: 'Start',
    about: 'Über uns',
    contact: 'Kontakt',
    signIn: 'Anmelden',
    getStarted: 'Loslegen',
    menu: 'Menü',
  },
  footer: {
    tagline: 'Ein ruhiger Ort, an dem Fachleute die Gespräche üben, auf die es ankommt.',
    contactHeading: 'Kontakt',
    emailLabel: 'Support-E-Mail',
    addressLabel: 'Adresse',
    address: ['Rebond GmbH', 'Torstraße 140', '10119 Berlin', 'Deutschland'],
    socialHeading: 'Folgen Sie uns',
    socialNote: 'Unsere Social-Media-Kanäle starten in Kürze.',
    productHeading: 'Produkt',
    resourcesHeading: 'Ressourcen',
    legalHeading: 'Rechtliches',
    links: {
      features: 'Funktionen',
      howItWorks: 'So funktioniert es',
      api: 'API',
      status: 'Systemstatus',
      help: 'Hilfe-Center',
      faq: 'FAQ',
      feedback: 'Feedback',
      about: 'Über uns',
      contact: 'Kontakt',
      privacy: 'Datenschutzerklärung',
      terms: 'Nutzungsbedingungen',
      security: 'Sicherheit',
      cookies: 'Cookie-Richtlinie',
    },
    copyright: (year: number) => `© ${year} Rebond. Alle Rechte vorbehalten.`,
  },
  landing: {
    title: 'Schwierige Gespräche üben',
    hero: {
      eyebrow: 'HIPAA-konform · Für zugelassene Fachleute',
      headingLead: 'KI-gestütztes Üben für',
      phrases: [
        'Therapeut:innen & Coaches',
        'Fachkräfte für psychische Gesundheit',
        'Gesundheitsfachkräfte',
        'Wellness-Praktiker:innen',
      ],
      audienceForScreenReaders:
        'Therapeut:innen & Coaches, Fachkräfte für psychische Gesundheit, Gesundheitsfachkräfte und Wellness-Praktiker:innen',
      text: 'Üben Sie schwierige Gespräche mit lebensechten sprechenden KI-Avataren. Sprechen Sie ganz natürlich, erhalten Sie eine lippensynchrone Videoantwort und sehen Sie sich jede Sitzung in Ihrem Tempo noch einmal an.',
      getStarted: 'Loslegen',
      watchDemo: 'Demo ansehen',
      note: 'Registrierung in 2 Minuten. Keine Kreditkarte nötig.',
    },
    demo: {
      heading: 'Rebond in Aktion',
      text: 'Ein kurzer Rundgang: Avatar erstellen, Sitzung starten und eine Videoantwort erhalten.',
      placeholder: 'Demo-Video folgt in Kürze',
    },
    growth: {
      heading: 'Für Wachstum gemacht',
      intro: 'Üben Sie die Momente, die Ihre Arbeit mit Klient:innen prägen – ganz ohne Druck.',
      items: {
        emotional: {
          title: 'Emotionales Wohlbefinden',
          text: 'Üben Sie Gespräche über schwierige Gefühle, bis Ihre Worte ruhig und zugewandt klingen.',
        },
        personal: {
          title: 'Persönliche Entwicklung',
          text: 'Probieren Sie neue Ansätze aus, erkennen Sie Ihre Gewohnheiten und gewinnen Sie mit jeder Sitzung an Sicherheit.',
        },
        anxiety: {
          title: 'Umgang mit Angst',
          text: 'Bereiten Sie sich mit realistisch reagierenden Avataren auf ängstliche oder überforderte Klient:innen vor.',
        },
        relationship: {
          title: 'Beziehungsbegleitung',
          text: 'Üben Sie, Spannungen, Konflikte und Versöhnung in Paaren und Familien zu begleiten.',
        },
      },
    },
    steps: {
      heading: 'So funktioniert es',
      intro: 'Drei Schritte von der Registrierung bis zur ersten Erkenntnis.',
      items: {
        verification: {
          title: 'Berufliche Verifizierung',
          text: 'Registrieren Sie sich als zugelassene:r Therapeut:in oder zertifizierte:r Coach, um die Plattform zu nutzen.',
        },
        sessions: {
          title: 'KI-gestützte Sitzungen',
          text: 'Sprechen Sie mit einem Avatar, der auf einem Charakterprofil beruht – in einer dynamischen oder szenariobasierten Sitzung.',
        },
        progress: {
          title: 'Fortschritt verfolgen',
          text: 'Sehen Sie sich Gespräche, Videoantworten und Zusammenfassungen an und verfolgen Sie, wie sich Ihre Praxis entwickelt.',
        },
      },
    },
    journey: {
      heading: 'Wir begleiten Ihren beruflichen Weg',
      intro: 'Rebond richtet sich zuerst an Fachleute und öffnet sich bald auch für Privatpersonen.',
      professional: {
        title: 'Für Fachleute',
        text: 'Erstellen Sie Avatare, führen Sie Übungssitzungen durch und behalten Sie den Verlauf Ihrer Arbeit.',
        action: 'Als Fachperson beitreten',
      },
      individual: {
        title: 'Für Privatpersonen',
        text: 'Ein begleiteter Raum, in dem jede:r wichtige Gespräche üben kann, ist in Vorbereitung.',
        action: 'Als Privatperson entdecken',
      },
    },
    impact: {
      heading: 'Echte Wirkung',
      intro: 'Was Fachleute berichten, nachdem sie mit Rebond geübt haben.',
      trustedBy: 'Über 500 Fachleute vertrauen uns',
      stats: {
        outcomes: { value: '85 %', label: 'Bessere Ergebnisse für Klient:innen' },
        time: { value: '60 %', label: 'Zeitersparnis pro Sitzung' },
        satisfaction: { value: '92 %', label: 'Zufriedenheit der Fachleute' },
        insight: { value: '40 %', label: 'Bessere Erkenntnisqualität' },
      },
      testimonialsHeading: 'Das sagen Fachleute',
      testimonials: {
        first: {
          quote:
            'Ein schwieriges Gespräch vorher zu üben hat verändert, wie ich Sitzungen beginne. Ich bin ruhiger, und meine Klient:innen merken das.',
          author: 'Approbierte klinische Psychologin',
        },
        second: {
          quote:
            'Mit den Szenario-Sitzungen kann ich Deeskalation üben, ohne jemanden zu gefährden. Sie gehören inzwischen zu meiner Wochenroutine.',
          author: 'Zertifizierter Life Coach',
        },
      },
    },
    cta: {
      heading: 'Bereit, mit Zuversicht zu üben?',
      text: 'Schließen Sie sich den Fachleuten an, die ihre wichtigsten Gespräche mit Rebond üben.',
      primary: 'Kostenlos loslegen',
      secondary: 'Demo vereinbaren',
    },
    floating: {
      label: 'Schnelle Hilfe',
      liveChat: { label: 'Live-Chat-Support', hint: 'Mit unserem Support-Team sprechen' },
      docs: { label: 'Dokumentation', hint: 'Anleitungen und Antworten im Hilfe-Center' },
      demo: { label: 'Demo vereinbaren', hint: 'Eine geführte Tour durch die Plattform buchen' },
    },
  },
  features: {
    title: 'Funktionen',
    eyebrow: 'Funktionen',
    heading: 'Alles, was Sie zum sicheren Üben brauchen',
    intro:
      'Rebond vereint lebensechte Avatare, natürliche Stimmen und durchdachte Sitzungswerkzeuge in einem ruhigen Arbeitsbereich.',
    items: {
      avatars: {
        title: 'Sprechende KI-Avatare',
        text: 'Erstellen Sie einen Avatar aus einem einzigen Foto und einem Charakterprofil, das seine Antworten prägt.',
      },
      voice: {
        title: 'Geklonte oder generierte Stimmen',
        text: 'Laden Sie eine Stimmprobe hoch, nehmen Sie eine auf oder erzeugen Sie eine Stimme aus einer kurzen Beschreibung.',
      },
      sessions: {
        title: 'Dynamische und Szenario-Sitzungen',
        text: 'Lassen Sie das Gespräch frei verlaufen oder legen Sie ein Szenario fest, um eine bestimmte Situation zu üben.',
      },
      video: {
        title: 'Lippensynchrone Videoantworten',
        text: 'Nehmen Sie Ihre Nachricht auf und erhalten Sie meist innerhalb von 30 bis 60 Sekunden eine Videoantwort des Avatars.',
      },
      history: {
        title: 'Sitzungsverlauf',
        text: 'Sehen Sie sich jedes Gespräch mit Videos und Zusammenfassung erneut an und setzen Sie aktive Sitzungen fort.',
      },
      privacy: {
        title: 'Datenschutz zuerst',
        text: 'Ausdrückliche Einwilligung vor Aufnahme und KI-Verarbeitung sowie HIPAA-konformer Umgang mit Daten.',
      },
    },
    cta: {
      heading: 'Beginnen Sie noch heute',
      text: 'Erstellen Sie Ihr Konto in etwa zwei Minuten oder erzählen Sie uns von Ihrem Team.',
      primary: 'Konto erstellen',
      secondary: 'Kontakt aufnehmen',
    },
  },
  howItWorks: {
    title: 'So funktioniert es',
    eyebrow: 'So funktioniert es',
    heading: 'Von der Registrierung zur sinnvollen Übung',
    intro: 'Vier Schritte führen von einem leeren Konto zur Auswertung Ihres ersten geübten Gesprächs.',
    stepsHeading: 'Vier Schritte',
    steps: {
      signUp: {
        title: 'Registrieren und einrichten',
        text: 'Erstellen Sie Ihr berufliches Konto und vervollständigen Sie Ihr Profil.',
      },
      createSession: {
        title: 'Sitzung erstellen',
        text: 'Wählen Sie einen Avatar und eine dynamische oder szenariobasierte Sitzung und konfigurieren Sie sie.',
      },
      interaction: {
        title: 'KI-Interaktion',
        text: 'Nehmen Sie Ihre Stimme auf; der Avatar antwortet mit einem lippensynchronen Video.',
      },
      review: {
        title: 'Auswerten und Fortschritt',
        text: 'Sehen Sie sich Gespräch, Videos und Zusammenfassung an und verfolgen Sie Ihren Fortschritt über die Zeit.',
      },
    },
    workflowsHeading: 'Zwei Abläufe, ein gemeinsames Ziel',
    psychiatrist: {
      heading: 'Für Psychiater:innen und Therapeut:innen',
      steps: [
        'Erstellen Sie Avatare, die den Klient:innen ähneln, auf die Sie sich vorbereiten möchten.',
        'Führen Sie vor einem schwierigen Termin Übungssitzungen durch.',
        'Nutzen Sie Verlauf und Zusammenfassungen, um Ihren Ansatz zu verfeinern.',
      ],
    },
    patient: {
      heading: 'Für Patient:innen',
      steps: [
        'Treten Sie über eine Einladung Ihrer Fachperson bei.',
        'Geben Sie Ihre Einwilligung, bevor etwas aufgenommen oder von KI verarbeitet wird.',
        'Üben Sie Gespräche in einem geschützten Raum, in Ihrem Tempo.',
      ],
    },
    cta: {
      heading: 'Überzeugen Sie sich selbst',
      text: 'Erstellen Sie ein Konto, entdecken Sie die Funktionen oder fragen Sie uns, was Sie wissen möchten.',
      register: 'Konto erstellen',
      features: 'Funktionen entdecken',
      contact: 'Kontakt aufnehmen',
    },
  },
  help: {
    title: 'Hilfe & Support',
    eyebrow: 'Hilfe & Support',
    heading: 'Wie können wir helfen?',
    intro: 'Finden Sie Antworten, stöbern Sie in Anleitungen oder wenden Sie sich an unser Support-Team.',
    contactHeading: 'Support kontaktieren',
    liveChat: {
      title: 'Live-Chat',
      text: 'Chatten Sie in Echtzeit mit unserem Support-Team.',
      action: 'Chat starten',
      unavailable: 'Der Live-Chat ist noch nicht verfügbar. Schreiben Sie uns bis dahin bitte eine E-Mail.',
    },
    email: {
      title: 'E-Mail-Support',
      text: 'Wir antworten innerhalb von 24 Stunden',
    },
    phone: {
      title: 'Telefon-Support',
      text: 'Sprechen Sie mit jemandem aus unserem Team.',
      hours: 'Mo–Fr 9–18 Uhr (US-Ostküstenzeit, EST)',
    },
    resourcesHeading: 'Hilfreiche Ressourcen',
    resourceTypes: { guide: 'Leitfaden', video: 'Video', article: 'Artikel', tutorial: 'Tutorial' },
    resources: {
      gettingStarted: {
        title: 'Erste Schritte',
        text: 'Richten Sie Ihr Konto ein und führen Sie Ihre erste Sitzung durch.',
      },
      videos: { title: 'Video-Tutorials', text: 'Kurze Rundgänge durch alle Bereiche der Plattform.' },
      faq: { title: 'Häufige Fragen', text: 'Antworten auf die Fragen, die wir am häufigsten hören.' },
      contact: {
        title: 'Support kontaktieren',
        text: 'Wann und wie Sie uns erreichen und was Sie angeben sollten.',
      },
      docs: {
        title: 'Plattform-Dokumentation',
        text: 'Nachschlagewerk zu Avataren, Sitzungen und Aufnahmen.',
      },
      firstAvatar: {
        title: 'Ihren ersten Avatar erstellen',
        text: 'Fotos, Stimme und Charakterprofil, Schritt für Schritt.',
      },
    },
    faqHeading: 'Häufige Fragen',
    searchLabel: 'Fragen und Antworten durchsuchen',
    searchPlaceholder: 'z. B. Mikrofon',
    categoryLabel: 'Kategorie',
    categories: {
      all: 'Alle',
      general: 'Allgemein',
      sessions: 'Sitzungen',
      avatars: 'Avatare',
      technical: 'Technik',
      billing: 'Abrechnung',
    },
    resultCount: (shown: number, total: number) =>
      shown === total
        ? `Alle ${total} Fragen werden angezeigt`
        : `${shown} von ${total} Fragen werden angezeigt`,
    emptyHeading: 'Keine FAQs gefunden',
    emptyText: 'Versuchen Sie einen anderen Suchbegriff oder eine andere Kategorie.',
    clearFilters: 'Suche und Kategorie zurücksetzen',
    faqs: {
      startSession: {
        question: 'Wie starte ich eine Sitzung?',
        answer:
          'Öffnen Sie Ihr Dashboard und wählen Sie „Sitzung erstellen“. Wählen Sie einen Avatar und die Sitzungsart, konfigurieren Sie die Sitzung und starten Sie sie. Sie können eine Sitzung auch direkt über die Karte eines Avatars starten.',
      },
      sessionTypes: {
        question: 'Was ist der Unterschied zwischen dynamischen und szenariobasierten Sitzungen?',
        answer:
          'In einer dynamischen Sitzung entwickelt sich das Gespräch frei aus dem Charakterprofil des Avatars. Eine szenariobasierte Sitzung ergänzt eine Szenario-Vorgabe, damit Sie eine bestimmte Situation üben können.',
      },
      createAvatar: {
        question: 'Wie erstelle ich einen Avatar?',
        answer:
          'Nutzen Sie den Assistenten: Namen eingeben, ein klares Foto hochladen, eine Stimme wählen (hochladen, aufnehmen oder generieren), das Charakterprofil ausfüllen und warten, bis der Avatar erstellt ist. Das dauert meist 5 bis 8 Minuten.',
      },
      history: {
        question: 'Wo finde ich meine früheren Sitzungen?',
        answer:
          'Der Tab „Sitzungsverlauf“ listet jede Sitzung mit Status, Dauer, Art und Videos. Suchen Sie nach Avatarname, Zusammenfassung oder Sitzungs-ID und filtern Sie nach Status.',
      },
      audioFormat: {
        question: 'Welches Audioformat wird für Aufnahmen verwendet?',
        answer:
          'Ihr Browser nimmt Audio als WebM mit dem Opus-Codec auf. So bleiben die Dateien klein, ohne an Sprachqualität zu verlieren.',
      },
      videoTime: {
        question: 'Wie lange dauert die Videoerstellung?',
        answer:
          'Eine Videoantwort zu erzeugen dauert in der Regel 30 bis 60 Sekunden. Lassen Sie die Seite geöffnet, bis der Fortschrittsbalken vollständig ist.',
      },
      mobile: {
        question: 'Kann ich Rebond auf dem Smartphone oder Tablet nutzen?',
        answer:
          'Ja. Die Plattform funktioniert in aktuellen mobilen Browsern, sofern Sie den Mikrofonzugriff erlauben. Zum Auswerten von Sitzungen ist ein größerer Bildschirm angenehmer.',
      },
      deleteItems: {
        question: 'Kann ich Sitzungen und Avatare löschen?',
        answer:
          'Ja. Eine Sitzung samt allen Videos löschen Sie im Sitzungsverlauf, einen Avatar in der Avatar-Verwaltung. Das Löschen ist endgültig und kann nicht rückgängig gemacht werden.',
      },
      microphone: {
        question: 'Mein Mikrofon funktioniert nicht. Was kann ich tun?',
        answer:
          'Prüfen Sie, ob der Browser das Mikrofon verwenden darf, ob in den Systemeinstellungen das richtige Eingabegerät ausgewählt ist und ob keine andere Anwendung es belegt. Laden Sie die Seite danach neu.',
      },
      responseQuality: {
        question: 'Wie verbessere ich die Qualität der Avatar-Antworten?',
        answer:
          'Schreiben Sie ein ausführliches Charakterprofil, sprechen Sie deutlich in einem ruhigen Raum und geben Sie im Szenario Kontext. Kurze, gezielte Nachrichten führen zu passenderen Antworten.',
      },
      creditCard: {
        question: 'Brauche ich für die Registrierung eine Kreditkarte?',
        answer: 'Nein. Die Registrierung dauert etwa zwei Minuten, und eine Kreditkarte ist nicht nötig.',
      },
    },
    stillNeedHelp: {
      heading: 'Brauchen Sie weitere Hilfe?',
      text: 'Unser Support-Team hilft Ihnen gern bei allem, was die Anleitungen nicht abdecken.',
      contact: 'Kontakt aufnehmen',
      email: 'E-Mail an den Support',
    },
  },
  about: {
    title: 'Über uns',
    eyebrow: 'Über Rebond',
    heading: 'Wir helfen Fachleuten, sich auf die Gespräche vorzubereiten, auf die es ankommt',
    intro:
      'Rebond bietet Therapeut:innen, Coaches und Gesundheitsfachkräften einen geschützten Ort, um schwierige Gespräche mit sprechenden KI-Avataren zu üben – damit sie ruhig und vorbereitet in echte Sitzungen gehen.',
    statsLabel: 'Rebond in Zahlen',
    stats: {
      professionals: { value: '500+', label: 'Zugelassene Fachleute' },
      sessions: { value: '10.000+', label: 'Begleitete Sitzungen' },
      satisfaction: { value: '95 %', label: 'Zufriedenheitsrate' },
      availability: { value: '24/7', label: 'Verfügbarkeit' },
    },
    mission: {
      heading: 'Unsere Mission',
      text: 'Gezieltes Üben zu einem festen Bestandteil jedes helfenden Berufs zu machen – mit Werkzeugen, die Fachleute und die von ihnen begleiteten Menschen gleichermaßen respektieren.',
    },
    vision: {
      heading: 'Unsere Vision',
      text: 'Eine Welt, in der jedem schwierigen Gespräch mit Vorbereitung, Empathie und Zuversicht begegnet wird.',
    },
    valuesHeading: 'Unsere Werte',
    valuesIntro: 'Zehn Werte leiten, wie wir Rebond entwickeln und mit Ihnen arbeiten.',
    values: {
      trust: {
        title: 'Vertrauen',
        text: 'Wir verdienen es durch Transparenz und sorgfältigen Umgang mit Daten.',
      },
      respect: {
        title: 'Respekt',
        text: 'Gegenüber Fachleuten, Klient:innen und jedem Menschen hinter einer Geschichte.',
      },
      compassion: { title: 'Mitgefühl', text: 'Wir gestalten für Menschen in verletzlichen Momenten.' },
      communication: {
        title: 'Offene Kommunikation',
        text: 'Wir sagen, was wir tun – und was wir noch nicht tun.',
      },
      commitment: { title: 'Verbindlichkeit', text: 'Wir begleiten unsere Nutzer:innen langfristig.' },
      equality: { title: 'Gleichberechtigung', text: 'Gute Übungswerkzeuge sollten allen zugänglich sein.' },
      patience: { title: 'Geduld', text: 'Entwicklung braucht Zeit; unsere Werkzeuge lassen ihr Raum.' },
      forgiveness: { title: 'Nachsicht', text: 'Beim Üben sind Fehler willkommen.' },
      support: { title: 'Unterstützung', text: 'Ein echtes Team ist da, wenn Sie Hilfe brauchen.' },
      playfulness: { title: 'Verspieltheit', text: 'Neugier und Leichtigkeit lassen Gelerntes haften.' },
    },
    teamHeading: 'Die Menschen hinter Rebond',
    teamIntro: 'Ein kleines Team, das klinische Praxis, Technologie und Begleitung verbindet.',
    team: {
      clinical: {
        title: 'Klinischer Beirat',
        text: 'Psycholog:innen und Coaches, die unsere Szenarien gestalten und die Antworten der Avatare prüfen.',
      },
      product: {
        title: 'Produkt & Entwicklung',
        text: 'Designer:innen und Entwickler:innen, die eine ruhige, verlässliche und vertrauliche Plattform bauen.',
      },
      support: {
        title: 'Kundenerfolg',
        text: 'Die Menschen, die Ihre Fragen beantworten und Ihrem Team den Einstieg erleichtern.',
      },
    },
    cta: {
      heading: 'Lassen Sie uns sprechen',
      text: 'Fragen zu Rebond, Partnerschaften oder Ihrem Team? Wir freuen uns auf Ihre Nachricht.',
      contact: 'Kontakt aufnehmen',
      features: 'Funktionen entdecken',
      home: 'Zur Startseite',
    },
  },
  contact: {
    title: 'Kontakt',
    eyebrow: 'Kontakt',
    heading: 'Nehmen Sie Kontakt auf',
    intro:
      'Fragen, eine Demo oder eine Partnerschaft: Sagen Sie uns, was Sie brauchen, und wir melden uns bei Ihnen.',
    cardsHeading: 'So erreichen Sie uns',
    cards: {
      support: {
        title: 'Technischer Support',
        text: 'Hilfe zu Ihrem Konto, Ihren Avataren oder Sitzungen.',
      },
      office: { title: 'Hauptsitz Berlin', text: 'Unser Team arbeitet von Berlin aus.' },
      demo: {
        title: 'Plattform-Demo',
        text: 'Eine geführte 30-minütige Tour für Sie oder Ihr Team. Wählen Sie im Formular „Demo-Anfrage“.',
      },
      business: {
        title: 'Geschäftliche Anfragen',
        text: 'Partnerschaften, Presse und Unternehmenspakete.',
      },
    },
    form: {
      heading: 'Schreiben Sie uns',
      required: 'Pflichtfeld',
      name: 'Vollständiger Name',
      email: 'E-Mail-Adresse',
      organization: 'Organisation',
      optional: '(optional)',
      inquiryType: 'Art der Anfrage',
      inquiryTypes: {
        general: 'Allgemeine Frage',
        demo: 'Demo-Anfrage',
        technical: 'Technischer Support',
        integration: 'Integration',
        business: 'Geschäftspartnerschaft',
        enterprise: 'Unternehmenspaket',
      },
      subject: 'Betreff',
      message: 'Nachricht',
      submit: 'Nachricht senden',
      errors: {
        nameRequired: 'Bitte geben Sie Ihren vollständigen Namen ein.',
        emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
        emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
        subjectRequired: 'Bitte geben Sie einen Betreff ein.',
        messageRequired: 'Bitte geben Sie Ihre Nachricht ein.',
        summary: (count: number) =>
          count === 1
            ? 'Bitte korrigieren Sie 1 Feld unten.'
            : `Bitte korrigieren Sie ${count} Felder unten.`,
      },
      success: {
        heading: 'Nachricht erfolgreich gesendet!',
        text: 'Vielen Dank für Ihre Nachricht.',
        again: 'Weitere Nachricht senden',
      },
    },
    availability: {
      heading: 'Erreichbarkeit',
      email: { label: 'Antwort per E-Mail', value: '24/7' },
      consultation: { label: 'Live-Beratung', value: 'Mo–Fr 9–18 Uhr (MEZ)' },
      demo: { label: 'Plattform-Demo', value: 'Nach Vereinbarung' },
      enterprise: { label: 'Enterprise-Support', value: '24/7' },
    },
  },
  comingSoon: {
    heading: 'Demnächst verfügbar',
    text: 'Wir arbeiten noch an dieser Seite. Schauen Sie bald wieder vorbei.',
    backHome: 'Zur Startseite',
    pages: {
      faq: 'FAQ',
      privacy: 'Datenschutzerklärung',
      terms: 'Nutzungsbedingungen',
      support: 'Support',
      forgotPassword: 'Passwort vergessen',
      security: 'Sicherheit',
      api: 'API',
      status: 'Systemstatus',
      feedback: 'Feedback',
      cookies: 'Cookie-Richtlinie',
      gettingStarted: 'Erste Schritte',
      videos: 'Video-Tutorials',
      helpFaq: 'Häufige Fragen',
      helpContact: 'Support kontaktieren',
      docs: 'Plattform-Dokumentation',
      firstAvatar: 'Ihren ersten Avatar erstellen',
    },
  },
};
