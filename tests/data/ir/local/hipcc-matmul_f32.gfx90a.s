	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.protected	_Z12matmul_tiledPKfS0_Pflll ; -- Begin function _Z12matmul_tiledPKfS0_Pflll
	.globl	_Z12matmul_tiledPKfS0_Pflll
	.p2align	8
	.type	_Z12matmul_tiledPKfS0_Pflll,@function
_Z12matmul_tiledPKfS0_Pflll:            ; @_Z12matmul_tiledPKfS0_Pflll
; %bb.0:
	s_mov_b32 s0, s7
	s_load_dwordx2 s[12:13], s[4:5], 0x10
	s_load_dwordx4 s[8:11], s[4:5], 0x18
	s_load_dwordx2 s[14:15], s[4:5], 0x28
	s_mov_b32 s1, 0
	s_lshl_b64 s[2:3], s[0:1], 4
	v_bfe_u32 v6, v0, 10, 10
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v2, vcc, s2, v6
	s_mov_b32 s7, s1
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	s_lshl_b64 s[6:7], s[6:7], 4
	v_and_b32_e32 v0, 0x3ff, v0
	v_mov_b32_e32 v5, s7
	v_add_co_u32_e32 v4, vcc, s6, v0
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i64_e64 s[0:1], s[14:15], 1
	v_mov_b32_e32 v1, 0
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_7
; %bb.1:                                ; %.lr.ph
	v_lshlrev_b32_e32 v8, 2, v0
	v_lshlrev_b32_e32 v7, 6, v6
	v_add_u32_e32 v12, v7, v8
	v_add_u32_e32 v13, 0x400, v8
	v_pk_mov_b32 v[8:9], s[6:7], s[6:7] op_sel:[0,1]
	s_load_dwordx2 s[16:17], s[4:5], 0x0
	s_load_dwordx2 s[18:19], s[4:5], 0x8
	v_mad_u64_u32 v[8:9], s[4:5], s10, v6, v[8:9]
	v_mov_b32_e32 v10, v9
	v_mad_u64_u32 v[10:11], s[4:5], s11, v6, v[10:11]
	v_mov_b32_e32 v9, v10
	v_add_co_u32_e32 v8, vcc, v8, v0
	v_addc_co_u32_e32 v9, vcc, 0, v9, vcc
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v10, s19
	v_add_co_u32_e32 v8, vcc, s18, v8
	v_addc_co_u32_e32 v9, vcc, v10, v9, vcc
	v_mul_lo_u32 v15, s15, v2
	v_mul_lo_u32 v16, s14, v3
	v_mad_u64_u32 v[10:11], s[6:7], s14, v2, 0
	v_add3_u32 v11, v11, v16, v15
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_lshlrev_b64 v[16:17], 2, v[0:1]
	v_add_co_u32_e32 v1, vcc, v10, v16
	v_addc_co_u32_e32 v11, vcc, v11, v17, vcc
	v_mov_b32_e32 v15, s17
	v_add_co_u32_e32 v10, vcc, s16, v1
	v_cmp_gt_i64_e64 s[0:1], s[8:9], v[2:3]
	v_cmp_gt_i64_e64 s[2:3], s[10:11], v[4:5]
	v_add_u32_e32 v14, v13, v7
	s_lshl_b64 s[4:5], s[10:11], 6
	v_addc_co_u32_e32 v11, vcc, v15, v11, vcc
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v1, 0
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[16:17]
	s_waitcnt vmcnt(0)
	ds_write_b32 v14, v15
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read2_b32 v[32:33], v13 offset1:16
	ds_read_b128 v[16:19], v7
	ds_read_b128 v[20:23], v7 offset:16
	ds_read2_b32 v[34:35], v13 offset0:32 offset1:48
	ds_read_b128 v[24:27], v7 offset:32
	ds_read_b128 v[28:31], v7 offset:48
	ds_read2_b32 v[36:37], v13 offset0:64 offset1:80
	s_waitcnt lgkmcnt(5)
	v_fmac_f32_e32 v1, v16, v32
	v_fmac_f32_e32 v1, v17, v33
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v1, v18, v34
	v_fmac_f32_e32 v1, v19, v35
	ds_read2_b32 v[16:17], v13 offset0:96 offset1:112
	s_waitcnt lgkmcnt(1)
	v_pk_mul_f32 v[18:19], v[20:21], v[36:37]
	v_add_f32_e32 v1, v1, v18
	v_add_f32_e32 v1, v1, v19
	ds_read2_b32 v[18:19], v13 offset0:128 offset1:144
	s_waitcnt lgkmcnt(1)
	v_pk_mul_f32 v[16:17], v[22:23], v[16:17]
	v_add_f32_e32 v1, v1, v16
	v_add_f32_e32 v1, v1, v17
	ds_read2_b32 v[16:17], v13 offset0:160 offset1:176
	s_waitcnt lgkmcnt(1)
	v_pk_mul_f32 v[18:19], v[24:25], v[18:19]
	v_add_f32_e32 v1, v1, v18
	v_add_f32_e32 v1, v1, v19
	ds_read2_b32 v[18:19], v13 offset0:192 offset1:208
	ds_read2_b32 v[20:21], v13 offset0:224 offset1:240
	s_waitcnt lgkmcnt(2)
	v_pk_mul_f32 v[16:17], v[26:27], v[16:17]
	v_add_f32_e32 v1, v1, v16
	v_add_f32_e32 v1, v1, v17
	s_waitcnt lgkmcnt(1)
	v_pk_mul_f32 v[16:17], v[28:29], v[18:19]
	v_add_f32_e32 v1, v1, v16
	v_mov_b32_e32 v15, s5
	v_add_co_u32_e32 v8, vcc, s4, v8
	v_add_f32_e32 v1, v1, v17
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[16:17], v[30:31], v[20:21]
	v_addc_co_u32_e32 v9, vcc, v9, v15, vcc
	v_add_f32_e32 v1, v1, v16
	s_add_u32 s6, s6, 16
	v_add_co_u32_e32 v10, vcc, 64, v10
	v_add_f32_e32 v1, v1, v17
	s_addc_u32 s7, s7, 0
	v_addc_co_u32_e32 v11, vcc, 0, v11, vcc
	v_pk_mov_b32 v[16:17], s[14:15], s[14:15] op_sel:[0,1]
	v_cmp_ge_i64_e32 vcc, s[6:7], v[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_vccnz .LBB0_7
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v15, s7
	v_add_co_u32_e32 v16, vcc, s6, v0
	v_addc_co_u32_e32 v17, vcc, 0, v15, vcc
	v_cmp_gt_i64_e32 vcc, s[14:15], v[16:17]
	s_and_b64 s[18:19], s[0:1], vcc
	v_mov_b32_e32 v15, 0
	s_and_saveexec_b64 s[16:17], s[18:19]
	s_cbranch_execz .LBB0_5
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	global_load_dword v15, v[10:11], off
.LBB0_5:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[16:17]
	s_waitcnt vmcnt(0)
	ds_write_b32 v12, v15
	v_mov_b32_e32 v15, s7
	v_add_co_u32_e32 v16, vcc, s6, v6
	v_addc_co_u32_e32 v17, vcc, 0, v15, vcc
	v_cmp_gt_i64_e32 vcc, s[14:15], v[16:17]
	s_and_b64 s[18:19], vcc, s[2:3]
	v_mov_b32_e32 v15, 0
	s_and_saveexec_b64 s[16:17], s[18:19]
	s_cbranch_execz .LBB0_2
; %bb.6:                                ;   in Loop: Header=BB0_3 Depth=1
	global_load_dword v15, v[8:9], off
	s_branch .LBB0_2
.LBB0_7:                                ; %Flow98
	v_cmp_gt_i64_e32 vcc, s[8:9], v[2:3]
	v_cmp_gt_i64_e64 s[0:1], s[10:11], v[4:5]
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_9
; %bb.8:
	v_mad_u64_u32 v[4:5], s[0:1], v2, s10, v[4:5]
	v_mul_lo_u32 v0, v2, s11
	v_mul_lo_u32 v2, v3, s10
	v_add3_u32 v5, v2, v5, v0
	v_lshlrev_b64 v[2:3], 2, v[4:5]
	v_mov_b32_e32 v0, s13
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	global_store_dword v[2:3], v1, off
.LBB0_9:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel _Z12matmul_tiledPKfS0_Pflll
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 38
		.amdhsa_next_free_sgpr 20
		.amdhsa_accum_offset 40
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	_Z12matmul_tiledPKfS0_Pflll, .Lfunc_end0-_Z12matmul_tiledPKfS0_Pflll
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 872
; NumSgprs: 22
; NumVgprs: 38
; NumAgprs: 0
; TotalNumVgprs: 38
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 38
; AccumOffset: 40
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 9
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.ident	"Debian clang version 15.0.6"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .access:         read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .access:         read_only
        .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           8
        .value_kind:     by_value
      - .offset:         32
        .size:           8
        .value_kind:     by_value
      - .offset:         40
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           _Z12matmul_tiledPKfS0_Pflll
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         _Z12matmul_tiledPKfS0_Pflll.kd
    .uses_dynamic_stack: false
    .vgpr_count:     38
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
