{{/* The name of one of the site's parts: <release>-<part>. */}}
{{- define "minesite.name" -}}
{{- printf "%s-%s" .root.Release.Name .part | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* The labels every object carries. */}}
{{- define "minesite.labels" -}}
app.kubernetes.io/name: minesite
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .part }}
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .root.Chart.Name .root.Chart.Version }}
{{- end -}}

{{/* The labels that select one part's pods. */}}
{{- define "minesite.selector" -}}
app.kubernetes.io/name: minesite
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .part }}
{{- end -}}

{{/* A container that runs as an unprivileged user on a read-only file system. */}}
{{- define "minesite.containerSecurity" -}}
securityContext:
  runAsNonRoot: true
  runAsUser: 10001
  runAsGroup: 10001
  readOnlyRootFilesystem: true
  allowPrivilegeEscalation: false
  capabilities:
    drop: [ALL]
{{- end -}}

{{/* The pod-level settings both tiers share. */}}
{{- define "minesite.podSecurity" -}}
automountServiceAccountToken: false
securityContext:
  runAsNonRoot: true
  runAsUser: 10001
  runAsGroup: 10001
  fsGroup: 10001
  seccompProfile:
    type: RuntimeDefault
{{- end -}}

{{/* Spreads one part's pods over nodes. */}}
{{- define "minesite.spread" -}}
affinity:
  podAntiAffinity:
    preferredDuringSchedulingIgnoredDuringExecution:
      - weight: 100
        podAffinityTerm:
          topologyKey: kubernetes.io/hostname
          labelSelector:
            matchLabels:
              {{- include "minesite.selector" . | nindent 14 }}
{{- end -}}

{{/* The operator's connection-string Secret for the API's database user. */}}
{{- define "minesite.mongodbUriSecret" -}}
{{- printf "%s-uri" (include "minesite.name" (dict "root" . "part" "mongodb")) -}}
{{- end -}}
