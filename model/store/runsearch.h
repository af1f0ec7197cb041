// Search across stored runs (RunStore::search): text in transcripts, candidates' reasons, messages and flags,
// reviews and labels. A transcript's text is found through a trigram index (schema 11), so any substring of
// three characters or more is found without reading every transcript: "every transcript that read
// hidden.yaml" across a thousand runs is one index lookup.
#pragma once

#include <QString>
#include <QStringList>

namespace kiln {

// What a person types: free text, and words that narrow it.
//   flag:NAME    candidates flagged NAME (flag: alone: flagged at all)
//   label:NAME   candidates and steps labelled NAME (label: alone: labelled at all)
//   reason:NAME  candidates that failed with NAME
//   kind:KIND    transcript events of that kind (assistant, tool_call, tool_result, kiln_eval...)
//   run:ID       within one run (a prefix of its id)
// Everything else, joined by spaces, is the text, matched case-insensitively anywhere.
struct SearchQuery
{
    QString text;
    QString flag, label, reason, kind, run;
    bool anyFlag = false, anyLabel = false;

    static SearchQuery parse(const QString& typed);
    bool isEmpty() const
    {
        return text.isEmpty() && flag.isEmpty() && !anyFlag && label.isEmpty() && !anyLabel && reason.isEmpty();
    }
    // Transcripts are searched only for text (a flag, label or reason is about candidates).
    bool searchesTranscripts() const
    {
        return !text.isEmpty() && flag.isEmpty() && !anyFlag && reason.isEmpty() && label.isEmpty() && !anyLabel;
    }
};

struct SearchHit
{
    enum class Where { Transcript, Candidate, Flag, Review, Label };
    Where where = Where::Transcript;
    QString runId, taskId;
    int seq = -1;           // the transcript event's seq within its task (Transcript; a Label on a step)
    qint64 candidateId = 0; // Candidate, Flag, Review, a Label on a candidate
    QString kind;           // the event's kind, the flag's name, the review's verdict, the label
    QString excerpt;        // one line around the match

    static QString whereName(Where w);
};

struct SearchResults
{
    QList<SearchHit> hits;
    bool truncated = false; // more matched than the limit
    QString error;
};

// One line of `text` around the first case-insensitive occurrence of `needle` (the start when none), at
// most about `width` characters, newlines and tabs as spaces, with an ellipsis where it was cut.
QString searchExcerpt(const QString& text, const QString& needle, int width = 140);

} // namespace kiln
