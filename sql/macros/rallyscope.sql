{#- Shared expressions for the rallyscope models. -#}

{#- "<match folder>|<set>|<rally>": the rally key the search benchmarks use. -#}
{% macro rally_key(match_id='match_id', set_no='set_no', rally_no='rally_no') -%}
    ({{ match_id }} || '|' || {{ set_no }}::text || '|' || {{ rally_no }}::text)
{%- endmacro %}

{#- "<match folder>|<set>" -#}
{% macro set_key(match_id='match_id', set_no='set_no') -%}
    ({{ match_id }} || '|' || {{ set_no }}::text)
{%- endmacro %}

{#- The other role: 'A' <-> 'B' (null stays null). -#}
{% macro other_role(role) -%}
    (case {{ role }} when 'A' then 'B' when 'B' then 'A' end)
{%- endmacro %}

{#- The player's name for a role, given the match's player_a / player_b columns. -#}
{% macro role_name(role, player_a='player_a', player_b='player_b') -%}
    (case {{ role }} when 'A' then {{ player_a }} when 'B' then {{ player_b }} end)
{%- endmacro %}

{#- End reasons where the hitter of the final shot won the point (vocabulary.HITTER_WINS). -#}
{% macro hitter_wins_reasons() -%}
    ('winner', 'misjudged')
{%- endmacro %}

{#- End reasons that are the final hitter's error. -#}
{% macro error_reasons() -%}
    ('out', 'net', 'not over', 'fault')
{%- endmacro %}
