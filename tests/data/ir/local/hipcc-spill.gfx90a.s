	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.protected	_Z17many_accumulatorsPKfPfii ; -- Begin function _Z17many_accumulatorsPKfPfii
	.globl	_Z17many_accumulatorsPKfPfii
	.p2align	8
	.type	_Z17many_accumulatorsPKfPfii,@function
_Z17many_accumulatorsPKfPfii:           ; @_Z17many_accumulatorsPKfPfii
; %bb.0:                                ; %.preheader30
	s_mov_b64 s[18:19], s[2:3]
	s_mov_b64 s[16:17], s[0:1]
	s_load_dwordx2 s[2:3], s[6:7], 0x0
	s_load_dwordx2 s[0:1], s[6:7], 0x8
	s_load_dwordx2 s[10:11], s[6:7], 0x10
	v_mov_b32_e32 v42, v0
	s_add_u32 s16, s16, s9
	s_addc_u32 s17, s17, 0
	v_mov_b32_e32 v11, 0
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v0, s10
	s_sub_i32 s6, 0, s10
	v_add_u32_e32 v2, 1, v42
	v_mov_b32_e32 v36, s3
	v_rcp_iflag_f32_e32 v0, v0
	s_cmp_lt_i32 s11, 1
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, s6, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_u32_e32 v43, v0, v1
	v_mul_hi_u32 v0, v42, v43
	v_mul_lo_u32 v0, v0, s10
	v_sub_u32_e32 v0, v42, v0
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v5, v[0:1], off
	global_load_dword v4, v[2:3], off
                                        ; kill: killed $vgpr0 killed $vgpr1
	v_add_u32_e32 v0, 2, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
                                        ; kill: killed $vgpr2 killed $vgpr3
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 3, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[16:19], 0 offset:184 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, off, s[16:19], 0 offset:188 ; 4-byte Folded Spill
	global_load_dword v45, v[0:1], off
	global_load_dword v44, v[2:3], off
	v_add_u32_e32 v0, 4, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 5, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v47, v[0:1], off
	global_load_dword v46, v[2:3], off
	v_add_u32_e32 v0, 6, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 7, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v49, v[0:1], off
	global_load_dword v48, v[2:3], off
	v_add_u32_e32 v0, 8, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 9, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v51, v[0:1], off
	global_load_dword v50, v[2:3], off
	v_add_u32_e32 v0, 10, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 11, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v53, v[0:1], off
	global_load_dword v52, v[2:3], off
	v_add_u32_e32 v0, 12, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 13, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v55, v[0:1], off
	global_load_dword v54, v[2:3], off
	v_add_u32_e32 v0, 14, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 15, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v57, v[0:1], off
	global_load_dword v56, v[2:3], off
	v_add_u32_e32 v0, 16, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 17, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v59, v[0:1], off
	global_load_dword v58, v[2:3], off
	v_add_u32_e32 v0, 18, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 19, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v61, v[0:1], off
	global_load_dword v60, v[2:3], off
	v_add_u32_e32 v0, 20, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 21, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v63, v[0:1], off
	global_load_dword v62, v[2:3], off
	v_add_u32_e32 v0, 22, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 23, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v65, v[0:1], off
	global_load_dword v64, v[2:3], off
	v_add_u32_e32 v0, 24, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 25, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v67, v[0:1], off
	global_load_dword v66, v[2:3], off
	v_add_u32_e32 v0, 26, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 27, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v69, v[0:1], off
	global_load_dword v68, v[2:3], off
	v_add_u32_e32 v0, 28, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 29, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v71, v[0:1], off
	global_load_dword v70, v[2:3], off
	v_add_u32_e32 v0, 30, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 31, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v73, v[0:1], off
	global_load_dword v72, v[2:3], off
	v_add_u32_e32 v0, 32, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 33, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v75, v[0:1], off
	global_load_dword v74, v[2:3], off
	v_add_u32_e32 v0, 34, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 35, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v77, v[0:1], off
	global_load_dword v76, v[2:3], off
	v_add_u32_e32 v0, 36, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 37, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v79, v[0:1], off
	global_load_dword v78, v[2:3], off
	v_add_u32_e32 v0, 38, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 39, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v81, v[0:1], off
	global_load_dword v80, v[2:3], off
	v_add_u32_e32 v0, 40, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 41, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v83, v[0:1], off
	global_load_dword v82, v[2:3], off
	v_add_u32_e32 v0, 42, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 43, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v85, v[0:1], off
	global_load_dword v84, v[2:3], off
	v_add_u32_e32 v0, 44, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 45, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v87, v[0:1], off
	global_load_dword v86, v[2:3], off
	v_add_u32_e32 v0, 46, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 47, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v89, v[0:1], off
	global_load_dword v88, v[2:3], off
	v_add_u32_e32 v0, 48, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 49, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v91, v[0:1], off
	global_load_dword v90, v[2:3], off
	v_add_u32_e32 v0, 50, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 51, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v93, v[0:1], off
	global_load_dword v92, v[2:3], off
	v_add_u32_e32 v0, 52, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 53, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v95, v[0:1], off
	global_load_dword v94, v[2:3], off
	v_add_u32_e32 v0, 54, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 55, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v97, v[0:1], off
	global_load_dword v96, v[2:3], off
	v_add_u32_e32 v0, 56, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 57, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v99, v[0:1], off
	global_load_dword v98, v[2:3], off
	v_add_u32_e32 v0, 58, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 59, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v101, v[0:1], off
	global_load_dword v100, v[2:3], off
	v_add_u32_e32 v0, 60, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 61, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v103, v[0:1], off
	global_load_dword v102, v[2:3], off
	v_add_u32_e32 v0, 62, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 63, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v105, v[0:1], off
	global_load_dword v104, v[2:3], off
	v_add_u32_e32 v0, 64, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 0x41, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v107, v[0:1], off
	global_load_dword v106, v[2:3], off
	v_add_u32_e32 v0, 0x42, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 0x43, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v109, v[0:1], off
	global_load_dword v108, v[2:3], off
	v_add_u32_e32 v0, 0x44, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 0x45, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v111, v[0:1], off
	global_load_dword v110, v[2:3], off
	v_add_u32_e32 v0, 0x46, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 0x47, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v113, v[0:1], off
	global_load_dword v112, v[2:3], off
	v_add_u32_e32 v0, 0x48, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 0x49, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v115, v[0:1], off
	global_load_dword v114, v[2:3], off
	v_add_u32_e32 v0, 0x4a, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 0x4b, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v117, v[0:1], off
	global_load_dword v116, v[2:3], off
	v_add_u32_e32 v0, 0x4c, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 0x4d, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v119, v[0:1], off
	global_load_dword v118, v[2:3], off
	v_add_u32_e32 v0, 0x4e, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 0x4f, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v121, v[0:1], off
	global_load_dword v120, v[2:3], off
	v_add_u32_e32 v0, 0x50, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 0x51, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v123, v[0:1], off
	global_load_dword v122, v[2:3], off
	v_add_u32_e32 v0, 0x52, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 0x53, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v125, v[0:1], off
	global_load_dword v124, v[2:3], off
	v_add_u32_e32 v0, 0x54, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 0x55, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v127, v[0:1], off
	global_load_dword v126, v[2:3], off
	v_add_u32_e32 v0, 0x56, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 0x57, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v5, v[0:1], off
	global_load_dword v4, v[2:3], off
                                        ; kill: killed $vgpr0 killed $vgpr1
	v_add_u32_e32 v0, 0x58, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
                                        ; kill: killed $vgpr2 killed $vgpr3
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 0x59, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[16:19], 0 offset:192 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, off, s[16:19], 0 offset:196 ; 4-byte Folded Spill
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v5, v[0:1], off
	global_load_dword v4, v[2:3], off
                                        ; kill: killed $vgpr0 killed $vgpr1
	v_add_u32_e32 v0, 0x5a, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
                                        ; kill: killed $vgpr2 killed $vgpr3
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 0x5b, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[16:19], 0 offset:200 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, off, s[16:19], 0 offset:204 ; 4-byte Folded Spill
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v5, v[0:1], off
	global_load_dword v4, v[2:3], off
                                        ; kill: killed $vgpr0 killed $vgpr1
	v_add_u32_e32 v0, 0x5c, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
                                        ; kill: killed $vgpr2 killed $vgpr3
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 0x5d, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[16:19], 0 offset:208 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, off, s[16:19], 0 offset:212 ; 4-byte Folded Spill
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v5, v[0:1], off
	global_load_dword v4, v[2:3], off
                                        ; kill: killed $vgpr0 killed $vgpr1
	v_add_u32_e32 v0, 0x5e, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
                                        ; kill: killed $vgpr2 killed $vgpr3
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 0x5f, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[16:19], 0 offset:216 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, off, s[16:19], 0 offset:220 ; 4-byte Folded Spill
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v5, v[0:1], off
	global_load_dword v4, v[2:3], off
                                        ; kill: killed $vgpr0 killed $vgpr1
	v_add_u32_e32 v0, 0x60, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
                                        ; kill: killed $vgpr2 killed $vgpr3
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 0x61, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[16:19], 0 offset:224 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, off, s[16:19], 0 offset:228 ; 4-byte Folded Spill
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v5, v[0:1], off
	global_load_dword v4, v[2:3], off
                                        ; kill: killed $vgpr0 killed $vgpr1
	v_add_u32_e32 v0, 0x62, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
                                        ; kill: killed $vgpr2 killed $vgpr3
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 0x63, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[16:19], 0 offset:232 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, off, s[16:19], 0 offset:236 ; 4-byte Folded Spill
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v5, v[0:1], off
	global_load_dword v4, v[2:3], off
                                        ; kill: killed $vgpr0 killed $vgpr1
	v_add_u32_e32 v0, 0x64, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
                                        ; kill: killed $vgpr2 killed $vgpr3
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 0x65, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[16:19], 0 offset:240 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, off, s[16:19], 0 offset:244 ; 4-byte Folded Spill
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v5, v[0:1], off
	global_load_dword v4, v[2:3], off
                                        ; kill: killed $vgpr0 killed $vgpr1
	v_add_u32_e32 v0, 0x66, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
                                        ; kill: killed $vgpr2 killed $vgpr3
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 0x67, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[16:19], 0 offset:248 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, off, s[16:19], 0 offset:252 ; 4-byte Folded Spill
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v5, v[0:1], off
	global_load_dword v4, v[2:3], off
                                        ; kill: killed $vgpr0 killed $vgpr1
	v_add_u32_e32 v0, 0x68, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
                                        ; kill: killed $vgpr2 killed $vgpr3
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 0x69, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[16:19], 0 offset:256 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, off, s[16:19], 0 offset:260 ; 4-byte Folded Spill
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v5, v[0:1], off
	global_load_dword v4, v[2:3], off
                                        ; kill: killed $vgpr0 killed $vgpr1
	v_add_u32_e32 v0, 0x6a, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
                                        ; kill: killed $vgpr2 killed $vgpr3
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 0x6b, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[16:19], 0 offset:264 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, off, s[16:19], 0 offset:268 ; 4-byte Folded Spill
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v5, v[0:1], off
	global_load_dword v4, v[2:3], off
                                        ; kill: killed $vgpr0 killed $vgpr1
	v_add_u32_e32 v0, 0x6c, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
                                        ; kill: killed $vgpr2 killed $vgpr3
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 0x6d, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[16:19], 0 offset:272 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, off, s[16:19], 0 offset:276 ; 4-byte Folded Spill
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v5, v[0:1], off
	global_load_dword v4, v[2:3], off
                                        ; kill: killed $vgpr0 killed $vgpr1
	v_add_u32_e32 v0, 0x6e, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
                                        ; kill: killed $vgpr2 killed $vgpr3
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 0x6f, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[16:19], 0 offset:280 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, off, s[16:19], 0 offset:284 ; 4-byte Folded Spill
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v5, v[0:1], off
	global_load_dword v4, v[2:3], off
                                        ; kill: killed $vgpr0 killed $vgpr1
	v_add_u32_e32 v0, 0x70, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
                                        ; kill: killed $vgpr2 killed $vgpr3
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 0x71, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[16:19], 0 offset:288 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, off, s[16:19], 0 offset:292 ; 4-byte Folded Spill
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v5, v[0:1], off
	global_load_dword v4, v[2:3], off
                                        ; kill: killed $vgpr0 killed $vgpr1
	v_add_u32_e32 v0, 0x72, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
                                        ; kill: killed $vgpr2 killed $vgpr3
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 0x73, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[16:19], 0 offset:296 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, off, s[16:19], 0 offset:300 ; 4-byte Folded Spill
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v5, v[0:1], off
	global_load_dword v4, v[2:3], off
                                        ; kill: killed $vgpr0 killed $vgpr1
	v_add_u32_e32 v0, 0x74, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
                                        ; kill: killed $vgpr2 killed $vgpr3
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 0x75, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[16:19], 0 offset:304 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, off, s[16:19], 0 offset:308 ; 4-byte Folded Spill
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v5, v[0:1], off
	global_load_dword v4, v[2:3], off
                                        ; kill: killed $vgpr0 killed $vgpr1
	v_add_u32_e32 v0, 0x76, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
                                        ; kill: killed $vgpr2 killed $vgpr3
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 0x77, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[16:19], 0 offset:312 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, off, s[16:19], 0 offset:316 ; 4-byte Folded Spill
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v5, v[0:1], off
	global_load_dword v4, v[2:3], off
                                        ; kill: killed $vgpr0 killed $vgpr1
	v_add_u32_e32 v0, 0x78, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
                                        ; kill: killed $vgpr2 killed $vgpr3
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 0x79, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[16:19], 0 offset:320 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, off, s[16:19], 0 offset:324 ; 4-byte Folded Spill
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v5, v[0:1], off
	global_load_dword v4, v[2:3], off
                                        ; kill: killed $vgpr0 killed $vgpr1
	v_add_u32_e32 v0, 0x7a, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
                                        ; kill: killed $vgpr2 killed $vgpr3
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 0x7b, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[16:19], 0 offset:328 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, off, s[16:19], 0 offset:332 ; 4-byte Folded Spill
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v36, v3, vcc
	global_load_dword v5, v[0:1], off
	global_load_dword v4, v[2:3], off
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[16:19], 0 offset:336 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, off, s[16:19], 0 offset:340 ; 4-byte Folded Spill
                                        ; kill: killed $vgpr0 killed $vgpr1
	v_add_u32_e32 v0, 0x7c, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
                                        ; kill: killed $vgpr2 killed $vgpr3
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_add_u32_e32 v2, 0x7d, v42
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mul_hi_u32 v3, v2, v43
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mul_lo_u32 v3, v3, s10
	v_addc_co_u32_e32 v1, vcc, v36, v1, vcc
	v_sub_u32_e32 v2, v2, v3
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v2
	v_subrev_u32_e32 v3, s10, v2
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v4, vcc, s2, v2
	v_addc_co_u32_e32 v5, vcc, v36, v3, vcc
	global_load_dword v3, v[0:1], off
	global_load_dword v2, v[4:5], off
                                        ; kill: killed $vgpr0 killed $vgpr1
	v_add_u32_e32 v0, 0x7e, v42
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[10:11]
                                        ; kill: killed $vgpr4 killed $vgpr5
	v_add_co_u32_e32 v4, vcc, s2, v0
	v_add_u32_e32 v0, 0x7f, v42
	v_addc_co_u32_e32 v5, vcc, v36, v1, vcc
	v_mul_hi_u32 v1, v0, v43
	v_mul_lo_u32 v1, v1, s10
	v_sub_u32_e32 v0, v0, v1
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_le_u32_e32 vcc, s10, v0
	v_subrev_u32_e32 v1, s10, v0
	v_cndmask_b32_e32 v10, v0, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[16:19], 0 offset:344 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[16:19], 0 offset:348 ; 4-byte Folded Spill
	v_add_co_u32_e32 v6, vcc, s2, v0
	v_addc_co_u32_e32 v7, vcc, v36, v1, vcc
	global_load_dword v1, v[4:5], off
	global_load_dword v0, v[6:7], off
                                        ; kill: killed $vgpr4 killed $vgpr5
	v_add_u32_e32 v4, 0x80, v42
	v_mul_hi_u32 v5, v4, v43
	v_mul_lo_u32 v5, v5, s10
	v_sub_u32_e32 v4, v4, v5
	v_cmp_le_u32_e32 vcc, s10, v4
	v_subrev_u32_e32 v5, s10, v4
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_cmp_le_u32_e32 vcc, s10, v4
	v_subrev_u32_e32 v5, s10, v4
	v_cndmask_b32_e32 v10, v4, v5, vcc
	v_lshlrev_b64 v[4:5], 2, v[10:11]
                                        ; kill: killed $vgpr6 killed $vgpr7
	v_add_co_u32_e32 v6, vcc, s2, v4
	v_add_u32_e32 v4, 0x81, v42
	v_addc_co_u32_e32 v7, vcc, v36, v5, vcc
	v_mul_hi_u32 v5, v4, v43
	v_mul_lo_u32 v5, v5, s10
	v_sub_u32_e32 v4, v4, v5
	v_cmp_le_u32_e32 vcc, s10, v4
	v_subrev_u32_e32 v5, s10, v4
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_cmp_le_u32_e32 vcc, s10, v4
	v_subrev_u32_e32 v5, s10, v4
	v_cndmask_b32_e32 v10, v4, v5, vcc
	v_lshlrev_b64 v[4:5], 2, v[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[16:19], 0 offset:352 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:356 ; 4-byte Folded Spill
	v_add_co_u32_e32 v8, vcc, s2, v4
	v_addc_co_u32_e32 v9, vcc, v36, v5, vcc
	global_load_dword v1, v[6:7], off
	global_load_dword v0, v[8:9], off
                                        ; kill: killed $vgpr6 killed $vgpr7
	v_add_u32_e32 v6, 0x82, v42
	v_mul_hi_u32 v7, v6, v43
	v_mul_lo_u32 v7, v7, s10
	v_sub_u32_e32 v6, v6, v7
	v_cmp_le_u32_e32 vcc, s10, v6
	v_subrev_u32_e32 v7, s10, v6
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_cmp_le_u32_e32 vcc, s10, v6
	v_subrev_u32_e32 v7, s10, v6
	v_cndmask_b32_e32 v10, v6, v7, vcc
	v_lshlrev_b64 v[6:7], 2, v[10:11]
                                        ; kill: killed $vgpr8 killed $vgpr9
	v_add_co_u32_e32 v8, vcc, s2, v6
	v_add_u32_e32 v6, 0x83, v42
	v_addc_co_u32_e32 v9, vcc, v36, v7, vcc
	v_mul_hi_u32 v7, v6, v43
	v_mul_lo_u32 v7, v7, s10
	v_sub_u32_e32 v6, v6, v7
	v_cmp_le_u32_e32 vcc, s10, v6
	v_subrev_u32_e32 v7, s10, v6
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_cmp_le_u32_e32 vcc, s10, v6
	v_subrev_u32_e32 v7, s10, v6
	v_cndmask_b32_e32 v10, v6, v7, vcc
	v_lshlrev_b64 v[6:7], 2, v[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[16:19], 0 offset:360 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:364 ; 4-byte Folded Spill
	v_add_co_u32_e32 v12, vcc, s2, v6
	v_addc_co_u32_e32 v13, vcc, v36, v7, vcc
	global_load_dword v1, v[8:9], off
	global_load_dword v0, v[12:13], off
                                        ; kill: killed $vgpr8 killed $vgpr9
	v_add_u32_e32 v8, 0x84, v42
	v_mul_hi_u32 v9, v8, v43
	v_mul_lo_u32 v9, v9, s10
	v_sub_u32_e32 v8, v8, v9
	v_cmp_le_u32_e32 vcc, s10, v8
	v_subrev_u32_e32 v9, s10, v8
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_cmp_le_u32_e32 vcc, s10, v8
	v_subrev_u32_e32 v9, s10, v8
	v_cndmask_b32_e32 v10, v8, v9, vcc
	v_lshlrev_b64 v[8:9], 2, v[10:11]
                                        ; kill: killed $vgpr12 killed $vgpr13
	v_add_co_u32_e32 v12, vcc, s2, v8
	v_add_u32_e32 v8, 0x85, v42
	v_addc_co_u32_e32 v13, vcc, v36, v9, vcc
	v_mul_hi_u32 v9, v8, v43
	v_mul_lo_u32 v9, v9, s10
	v_sub_u32_e32 v8, v8, v9
	v_cmp_le_u32_e32 vcc, s10, v8
	v_subrev_u32_e32 v9, s10, v8
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_cmp_le_u32_e32 vcc, s10, v8
	v_subrev_u32_e32 v9, s10, v8
	v_cndmask_b32_e32 v10, v8, v9, vcc
	v_lshlrev_b64 v[8:9], 2, v[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[16:19], 0 offset:368 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:372 ; 4-byte Folded Spill
	v_add_co_u32_e32 v14, vcc, s2, v8
	v_addc_co_u32_e32 v15, vcc, v36, v9, vcc
	global_load_dword v1, v[12:13], off
	global_load_dword v0, v[14:15], off
	v_add_u32_e32 v10, 0x86, v42
                                        ; kill: killed $vgpr12 killed $vgpr13
	v_mul_hi_u32 v12, v10, v43
	v_mul_lo_u32 v12, v12, s10
	v_sub_u32_e32 v10, v10, v12
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v12, s10, v10
	v_cndmask_b32_e32 v10, v10, v12, vcc
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v12, s10, v10
	v_cndmask_b32_e32 v10, v10, v12, vcc
	v_lshlrev_b64 v[12:13], 2, v[10:11]
	v_add_u32_e32 v10, 0x87, v42
                                        ; kill: killed $vgpr14 killed $vgpr15
	v_add_co_u32_e32 v14, vcc, s2, v12
	v_mul_hi_u32 v12, v10, v43
	v_mul_lo_u32 v12, v12, s10
	v_addc_co_u32_e32 v15, vcc, v36, v13, vcc
	v_sub_u32_e32 v10, v10, v12
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v12, s10, v10
	v_cndmask_b32_e32 v10, v10, v12, vcc
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v12, s10, v10
	v_cndmask_b32_e32 v10, v10, v12, vcc
	v_lshlrev_b64 v[12:13], 2, v[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[16:19], 0 offset:376 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:380 ; 4-byte Folded Spill
	v_add_co_u32_e32 v16, vcc, s2, v12
	v_addc_co_u32_e32 v17, vcc, v36, v13, vcc
	global_load_dword v1, v[14:15], off
	global_load_dword v0, v[16:17], off
	v_add_u32_e32 v10, 0x88, v42
                                        ; kill: killed $vgpr14 killed $vgpr15
	v_mul_hi_u32 v14, v10, v43
	v_mul_lo_u32 v14, v14, s10
	v_sub_u32_e32 v10, v10, v14
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v14, s10, v10
	v_cndmask_b32_e32 v10, v10, v14, vcc
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v14, s10, v10
	v_cndmask_b32_e32 v10, v10, v14, vcc
	v_lshlrev_b64 v[14:15], 2, v[10:11]
	v_add_u32_e32 v10, 0x89, v42
                                        ; kill: killed $vgpr16 killed $vgpr17
	v_add_co_u32_e32 v16, vcc, s2, v14
	v_mul_hi_u32 v14, v10, v43
	v_mul_lo_u32 v14, v14, s10
	v_addc_co_u32_e32 v17, vcc, v36, v15, vcc
	v_sub_u32_e32 v10, v10, v14
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v14, s10, v10
	v_cndmask_b32_e32 v10, v10, v14, vcc
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v14, s10, v10
	v_cndmask_b32_e32 v10, v10, v14, vcc
	v_lshlrev_b64 v[14:15], 2, v[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[16:19], 0 offset:384 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:388 ; 4-byte Folded Spill
	v_add_co_u32_e32 v18, vcc, s2, v14
	v_addc_co_u32_e32 v19, vcc, v36, v15, vcc
	global_load_dword v1, v[16:17], off
	global_load_dword v0, v[18:19], off
	v_add_u32_e32 v10, 0x8a, v42
                                        ; kill: killed $vgpr16 killed $vgpr17
	v_mul_hi_u32 v16, v10, v43
	v_mul_lo_u32 v16, v16, s10
	v_sub_u32_e32 v10, v10, v16
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v16, s10, v10
	v_cndmask_b32_e32 v10, v10, v16, vcc
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v16, s10, v10
	v_cndmask_b32_e32 v10, v10, v16, vcc
	v_lshlrev_b64 v[16:17], 2, v[10:11]
	v_add_u32_e32 v10, 0x8b, v42
                                        ; kill: killed $vgpr18 killed $vgpr19
	v_add_co_u32_e32 v18, vcc, s2, v16
	v_mul_hi_u32 v16, v10, v43
	v_mul_lo_u32 v16, v16, s10
	v_addc_co_u32_e32 v19, vcc, v36, v17, vcc
	v_sub_u32_e32 v10, v10, v16
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v16, s10, v10
	v_cndmask_b32_e32 v10, v10, v16, vcc
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v16, s10, v10
	v_cndmask_b32_e32 v10, v10, v16, vcc
	v_lshlrev_b64 v[16:17], 2, v[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[16:19], 0 offset:392 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:396 ; 4-byte Folded Spill
	v_add_co_u32_e32 v20, vcc, s2, v16
	v_addc_co_u32_e32 v21, vcc, v36, v17, vcc
	global_load_dword v1, v[18:19], off
	global_load_dword v0, v[20:21], off
	v_add_u32_e32 v10, 0x8c, v42
                                        ; kill: killed $vgpr18 killed $vgpr19
	v_mul_hi_u32 v18, v10, v43
	v_mul_lo_u32 v18, v18, s10
	v_sub_u32_e32 v10, v10, v18
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v18, s10, v10
	v_cndmask_b32_e32 v10, v10, v18, vcc
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v18, s10, v10
	v_cndmask_b32_e32 v10, v10, v18, vcc
	v_lshlrev_b64 v[18:19], 2, v[10:11]
	v_add_u32_e32 v10, 0x8d, v42
                                        ; kill: killed $vgpr20 killed $vgpr21
	v_add_co_u32_e32 v20, vcc, s2, v18
	v_mul_hi_u32 v18, v10, v43
	v_mul_lo_u32 v18, v18, s10
	v_addc_co_u32_e32 v21, vcc, v36, v19, vcc
	v_sub_u32_e32 v10, v10, v18
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v18, s10, v10
	v_cndmask_b32_e32 v10, v10, v18, vcc
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v18, s10, v10
	v_cndmask_b32_e32 v10, v10, v18, vcc
	v_lshlrev_b64 v[18:19], 2, v[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[16:19], 0 offset:400 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:404 ; 4-byte Folded Spill
	v_add_co_u32_e32 v22, vcc, s2, v18
	v_addc_co_u32_e32 v23, vcc, v36, v19, vcc
	global_load_dword v1, v[20:21], off
	global_load_dword v0, v[22:23], off
	v_add_u32_e32 v10, 0x8e, v42
                                        ; kill: killed $vgpr20 killed $vgpr21
	v_mul_hi_u32 v20, v10, v43
	v_mul_lo_u32 v20, v20, s10
	v_sub_u32_e32 v10, v10, v20
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v20, s10, v10
	v_cndmask_b32_e32 v10, v10, v20, vcc
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v20, s10, v10
	v_cndmask_b32_e32 v10, v10, v20, vcc
	v_lshlrev_b64 v[20:21], 2, v[10:11]
	v_add_u32_e32 v10, 0x8f, v42
                                        ; kill: killed $vgpr22 killed $vgpr23
	v_add_co_u32_e32 v22, vcc, s2, v20
	v_mul_hi_u32 v20, v10, v43
	v_mul_lo_u32 v20, v20, s10
	v_addc_co_u32_e32 v23, vcc, v36, v21, vcc
	v_sub_u32_e32 v10, v10, v20
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v20, s10, v10
	v_cndmask_b32_e32 v10, v10, v20, vcc
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v20, s10, v10
	v_cndmask_b32_e32 v10, v10, v20, vcc
	v_lshlrev_b64 v[20:21], 2, v[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[16:19], 0 offset:408 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:412 ; 4-byte Folded Spill
	v_add_co_u32_e32 v24, vcc, s2, v20
	v_addc_co_u32_e32 v25, vcc, v36, v21, vcc
	global_load_dword v1, v[22:23], off
	global_load_dword v0, v[24:25], off
	v_add_u32_e32 v10, 0x90, v42
                                        ; kill: killed $vgpr22 killed $vgpr23
	v_mul_hi_u32 v22, v10, v43
	v_mul_lo_u32 v22, v22, s10
	v_sub_u32_e32 v10, v10, v22
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v22, s10, v10
	v_cndmask_b32_e32 v10, v10, v22, vcc
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v22, s10, v10
	v_cndmask_b32_e32 v10, v10, v22, vcc
	v_lshlrev_b64 v[22:23], 2, v[10:11]
	v_add_u32_e32 v10, 0x91, v42
                                        ; kill: killed $vgpr24 killed $vgpr25
	v_add_co_u32_e32 v24, vcc, s2, v22
	v_mul_hi_u32 v22, v10, v43
	v_mul_lo_u32 v22, v22, s10
	v_addc_co_u32_e32 v25, vcc, v36, v23, vcc
	v_sub_u32_e32 v10, v10, v22
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v22, s10, v10
	v_cndmask_b32_e32 v10, v10, v22, vcc
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v22, s10, v10
	v_cndmask_b32_e32 v10, v10, v22, vcc
	v_lshlrev_b64 v[22:23], 2, v[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[16:19], 0 offset:416 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:420 ; 4-byte Folded Spill
	v_add_co_u32_e32 v26, vcc, s2, v22
	v_addc_co_u32_e32 v27, vcc, v36, v23, vcc
	global_load_dword v1, v[24:25], off
	global_load_dword v0, v[26:27], off
	v_add_u32_e32 v10, 0x92, v42
                                        ; kill: killed $vgpr24 killed $vgpr25
	v_mul_hi_u32 v24, v10, v43
	v_mul_lo_u32 v24, v24, s10
	v_sub_u32_e32 v10, v10, v24
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v24, s10, v10
	v_cndmask_b32_e32 v10, v10, v24, vcc
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v24, s10, v10
	v_cndmask_b32_e32 v10, v10, v24, vcc
	v_lshlrev_b64 v[24:25], 2, v[10:11]
	v_add_u32_e32 v10, 0x93, v42
                                        ; kill: killed $vgpr26 killed $vgpr27
	v_add_co_u32_e32 v26, vcc, s2, v24
	v_mul_hi_u32 v24, v10, v43
	v_mul_lo_u32 v24, v24, s10
	v_addc_co_u32_e32 v27, vcc, v36, v25, vcc
	v_sub_u32_e32 v10, v10, v24
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v24, s10, v10
	v_cndmask_b32_e32 v10, v10, v24, vcc
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v24, s10, v10
	v_cndmask_b32_e32 v10, v10, v24, vcc
	v_lshlrev_b64 v[24:25], 2, v[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[16:19], 0 offset:424 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:428 ; 4-byte Folded Spill
	v_add_co_u32_e32 v28, vcc, s2, v24
	v_addc_co_u32_e32 v29, vcc, v36, v25, vcc
	global_load_dword v1, v[26:27], off
	global_load_dword v0, v[28:29], off
	v_add_u32_e32 v10, 0x94, v42
                                        ; kill: killed $vgpr26 killed $vgpr27
	v_mul_hi_u32 v26, v10, v43
	v_mul_lo_u32 v26, v26, s10
	v_sub_u32_e32 v10, v10, v26
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v26, s10, v10
	v_cndmask_b32_e32 v10, v10, v26, vcc
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v26, s10, v10
	v_cndmask_b32_e32 v10, v10, v26, vcc
	v_lshlrev_b64 v[26:27], 2, v[10:11]
	v_add_u32_e32 v10, 0x95, v42
                                        ; kill: killed $vgpr28 killed $vgpr29
	v_add_co_u32_e32 v28, vcc, s2, v26
	v_mul_hi_u32 v26, v10, v43
	v_mul_lo_u32 v26, v26, s10
	v_addc_co_u32_e32 v29, vcc, v36, v27, vcc
	v_sub_u32_e32 v10, v10, v26
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v26, s10, v10
	v_cndmask_b32_e32 v10, v10, v26, vcc
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v26, s10, v10
	v_cndmask_b32_e32 v10, v10, v26, vcc
	v_lshlrev_b64 v[26:27], 2, v[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[16:19], 0 offset:432 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:436 ; 4-byte Folded Spill
	v_add_co_u32_e32 v30, vcc, s2, v26
	v_addc_co_u32_e32 v31, vcc, v36, v27, vcc
	global_load_dword v1, v[28:29], off
	global_load_dword v0, v[30:31], off
	v_add_u32_e32 v10, 0x96, v42
                                        ; kill: killed $vgpr28 killed $vgpr29
	v_mul_hi_u32 v28, v10, v43
	v_mul_lo_u32 v28, v28, s10
	v_sub_u32_e32 v10, v10, v28
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v28, s10, v10
	v_cndmask_b32_e32 v10, v10, v28, vcc
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v28, s10, v10
	v_cndmask_b32_e32 v10, v10, v28, vcc
	v_lshlrev_b64 v[28:29], 2, v[10:11]
	v_add_u32_e32 v10, 0x97, v42
                                        ; kill: killed $vgpr30 killed $vgpr31
	v_add_co_u32_e32 v30, vcc, s2, v28
	v_mul_hi_u32 v28, v10, v43
	v_mul_lo_u32 v28, v28, s10
	v_addc_co_u32_e32 v31, vcc, v36, v29, vcc
	v_sub_u32_e32 v10, v10, v28
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v28, s10, v10
	v_cndmask_b32_e32 v10, v10, v28, vcc
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v28, s10, v10
	v_cndmask_b32_e32 v10, v10, v28, vcc
	v_lshlrev_b64 v[28:29], 2, v[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[16:19], 0 offset:440 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:444 ; 4-byte Folded Spill
	v_add_co_u32_e32 v32, vcc, s2, v28
	v_addc_co_u32_e32 v33, vcc, v36, v29, vcc
	global_load_dword v1, v[30:31], off
	global_load_dword v0, v[32:33], off
	v_add_u32_e32 v10, 0x98, v42
                                        ; kill: killed $vgpr30 killed $vgpr31
	v_mul_hi_u32 v30, v10, v43
	v_mul_lo_u32 v30, v30, s10
	v_sub_u32_e32 v10, v10, v30
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v30, s10, v10
	v_cndmask_b32_e32 v10, v10, v30, vcc
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v30, s10, v10
	v_cndmask_b32_e32 v10, v10, v30, vcc
	v_lshlrev_b64 v[30:31], 2, v[10:11]
	v_add_u32_e32 v10, 0x99, v42
                                        ; kill: killed $vgpr32 killed $vgpr33
	v_add_co_u32_e32 v32, vcc, s2, v30
	v_mul_hi_u32 v30, v10, v43
	v_mul_lo_u32 v30, v30, s10
	v_addc_co_u32_e32 v33, vcc, v36, v31, vcc
	v_sub_u32_e32 v10, v10, v30
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v30, s10, v10
	v_cndmask_b32_e32 v10, v10, v30, vcc
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v30, s10, v10
	v_cndmask_b32_e32 v10, v10, v30, vcc
	v_lshlrev_b64 v[30:31], 2, v[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[16:19], 0 offset:448 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:452 ; 4-byte Folded Spill
	v_add_co_u32_e32 v34, vcc, s2, v30
	v_addc_co_u32_e32 v35, vcc, v36, v31, vcc
	global_load_dword v1, v[32:33], off
	global_load_dword v0, v[34:35], off
	v_add_u32_e32 v10, 0x9a, v42
                                        ; kill: killed $vgpr32 killed $vgpr33
	v_mul_hi_u32 v32, v10, v43
	v_mul_lo_u32 v32, v32, s10
	v_sub_u32_e32 v10, v10, v32
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v32, s10, v10
	v_cndmask_b32_e32 v10, v10, v32, vcc
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v32, s10, v10
	v_cndmask_b32_e32 v10, v10, v32, vcc
	v_lshlrev_b64 v[32:33], 2, v[10:11]
	v_add_u32_e32 v10, 0x9b, v42
                                        ; kill: killed $vgpr34 killed $vgpr35
	v_add_co_u32_e32 v34, vcc, s2, v32
	v_mul_hi_u32 v32, v10, v43
	v_mul_lo_u32 v32, v32, s10
	v_addc_co_u32_e32 v35, vcc, v36, v33, vcc
	v_sub_u32_e32 v10, v10, v32
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v32, s10, v10
	v_cndmask_b32_e32 v10, v10, v32, vcc
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v32, s10, v10
	v_cndmask_b32_e32 v10, v10, v32, vcc
	v_lshlrev_b64 v[32:33], 2, v[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[16:19], 0 offset:456 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:460 ; 4-byte Folded Spill
	v_add_co_u32_e32 v38, vcc, s2, v32
	v_addc_co_u32_e32 v39, vcc, v36, v33, vcc
	global_load_dword v1, v[34:35], off
	global_load_dword v0, v[38:39], off
	v_add_u32_e32 v10, 0x9c, v42
                                        ; kill: killed $vgpr34 killed $vgpr35
	v_mul_hi_u32 v34, v10, v43
	v_mul_lo_u32 v34, v34, s10
	v_sub_u32_e32 v10, v10, v34
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v34, s10, v10
	v_cndmask_b32_e32 v10, v10, v34, vcc
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v34, s10, v10
	v_cndmask_b32_e32 v10, v10, v34, vcc
	v_lshlrev_b64 v[34:35], 2, v[10:11]
	v_add_u32_e32 v10, 0x9d, v42
                                        ; kill: killed $vgpr38 killed $vgpr39
	v_add_co_u32_e32 v38, vcc, s2, v34
	v_mul_hi_u32 v34, v10, v43
	v_mul_lo_u32 v34, v34, s10
	v_addc_co_u32_e32 v39, vcc, v36, v35, vcc
	v_sub_u32_e32 v10, v10, v34
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v34, s10, v10
	v_cndmask_b32_e32 v10, v10, v34, vcc
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v34, s10, v10
	v_cndmask_b32_e32 v10, v10, v34, vcc
	v_lshlrev_b64 v[34:35], 2, v[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[16:19], 0 offset:464 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:468 ; 4-byte Folded Spill
	v_add_co_u32_e32 v40, vcc, s2, v34
	v_addc_co_u32_e32 v41, vcc, v36, v35, vcc
	global_load_dword v1, v[38:39], off
	global_load_dword v0, v[40:41], off
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[16:19], 0 offset:472 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:476 ; 4-byte Folded Spill
	v_add_u32_e32 v10, 0x9e, v42
	v_mul_hi_u32 v37, v10, v43
	v_mul_lo_u32 v37, v37, s10
	v_sub_u32_e32 v10, v10, v37
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v37, s10, v10
	v_cndmask_b32_e32 v10, v10, v37, vcc
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v37, s10, v10
	v_cndmask_b32_e32 v10, v10, v37, vcc
                                        ; kill: killed $vgpr38 killed $vgpr39
	v_lshlrev_b64 v[38:39], 2, v[10:11]
	v_add_u32_e32 v10, 0x9f, v42
	v_mul_hi_u32 v37, v10, v43
	v_add_co_u32_e32 v0, vcc, s2, v38
	v_mul_lo_u32 v37, v37, s10
	v_addc_co_u32_e32 v1, vcc, v36, v39, vcc
	v_sub_u32_e32 v10, v10, v37
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v37, s10, v10
	v_cndmask_b32_e32 v10, v10, v37, vcc
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v37, s10, v10
	v_cndmask_b32_e32 v10, v10, v37, vcc
	v_lshlrev_b64 v[38:39], 2, v[10:11]
	buffer_store_dword v43, off, s[16:19], 0 offset:180 ; 4-byte Folded Spill
	v_add_co_u32_e32 v2, vcc, s2, v38
                                        ; kill: killed $vgpr40 killed $vgpr41
	v_addc_co_u32_e32 v3, vcc, v36, v39, vcc
	global_load_dword v41, v[0:1], off
	global_load_dword v40, v[2:3], off
                                        ; kill: killed $vgpr2 killed $vgpr3
                                        ; kill: killed $vgpr0 killed $vgpr1
	s_cbranch_scc1 .LBB0_4
; %bb.1:                                ; %.lr.ph
	s_load_dword s7, s[4:5], 0x4
	s_load_dword s9, s[4:5], 0xc
	buffer_store_dword v42, off, s[16:19], 0 offset:480 ; 4-byte Folded Spill
	buffer_store_dword v126, off, s[16:19], 0 offset:12 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v127, off, s[16:19], 0 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v124, off, s[16:19], 0 offset:52 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v125, off, s[16:19], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v122, off, s[16:19], 0 offset:28 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v123, off, s[16:19], 0 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v120, off, s[16:19], 0 offset:20 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v121, off, s[16:19], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v118, off, s[16:19], 0 offset:44 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v119, off, s[16:19], 0 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v116, off, s[16:19], 0 offset:36 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v117, off, s[16:19], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v114, off, s[16:19], 0 offset:68 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v115, off, s[16:19], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v112, off, s[16:19], 0 offset:60 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v113, off, s[16:19], 0 offset:64 ; 4-byte Folded Spill
	buffer_store_dword v110, off, s[16:19], 0 offset:84 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v111, off, s[16:19], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v108, off, s[16:19], 0 offset:76 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v109, off, s[16:19], 0 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v106, off, s[16:19], 0 offset:100 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v107, off, s[16:19], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v104, off, s[16:19], 0 offset:92 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v105, off, s[16:19], 0 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v102, off, s[16:19], 0 offset:116 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v103, off, s[16:19], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v100, off, s[16:19], 0 offset:108 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v101, off, s[16:19], 0 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v98, off, s[16:19], 0 offset:132 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v99, off, s[16:19], 0 offset:136 ; 4-byte Folded Spill
	buffer_store_dword v96, off, s[16:19], 0 offset:124 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v97, off, s[16:19], 0 offset:128 ; 4-byte Folded Spill
	buffer_store_dword v94, off, s[16:19], 0 offset:148 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v95, off, s[16:19], 0 offset:152 ; 4-byte Folded Spill
	buffer_store_dword v92, off, s[16:19], 0 offset:140 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v93, off, s[16:19], 0 offset:144 ; 4-byte Folded Spill
	buffer_store_dword v90, off, s[16:19], 0 offset:156 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v91, off, s[16:19], 0 offset:160 ; 4-byte Folded Spill
	v_pk_mov_b32 v[90:91], v[88:89], v[88:89] op_sel:[0,1]
	v_pk_mov_b32 v[88:89], v[86:87], v[86:87] op_sel:[0,1]
	v_pk_mov_b32 v[86:87], v[84:85], v[84:85] op_sel:[0,1]
	v_pk_mov_b32 v[84:85], v[78:79], v[78:79] op_sel:[0,1]
	v_pk_mov_b32 v[78:79], v[76:77], v[76:77] op_sel:[0,1]
	v_pk_mov_b32 v[76:77], v[74:75], v[74:75] op_sel:[0,1]
	v_pk_mov_b32 v[74:75], v[72:73], v[72:73] op_sel:[0,1]
	v_pk_mov_b32 v[72:73], v[70:71], v[70:71] op_sel:[0,1]
	v_pk_mov_b32 v[70:71], v[68:69], v[68:69] op_sel:[0,1]
	v_pk_mov_b32 v[68:69], v[66:67], v[66:67] op_sel:[0,1]
	v_pk_mov_b32 v[66:67], v[64:65], v[64:65] op_sel:[0,1]
	v_pk_mov_b32 v[64:65], v[62:63], v[62:63] op_sel:[0,1]
	v_pk_mov_b32 v[62:63], v[60:61], v[60:61] op_sel:[0,1]
	v_pk_mov_b32 v[60:61], v[58:59], v[58:59] op_sel:[0,1]
	v_pk_mov_b32 v[58:59], v[56:57], v[56:57] op_sel:[0,1]
	v_pk_mov_b32 v[56:57], v[54:55], v[54:55] op_sel:[0,1]
	v_pk_mov_b32 v[54:55], v[52:53], v[52:53] op_sel:[0,1]
	v_pk_mov_b32 v[52:53], v[50:51], v[50:51] op_sel:[0,1]
	v_pk_mov_b32 v[50:51], v[48:49], v[48:49] op_sel:[0,1]
	v_pk_mov_b32 v[48:49], v[46:47], v[46:47] op_sel:[0,1]
	v_pk_mov_b32 v[46:47], v[44:45], v[44:45] op_sel:[0,1]
	buffer_load_dword v44, off, s[16:19], 0 offset:184 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v45, off, s[16:19], 0 offset:188 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v0, off, s[16:19], 0 offset:192 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[16:19], 0 offset:196 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[16:19], 0 offset:200 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[16:19], 0 offset:204 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[16:19], 0 offset:208 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[16:19], 0 offset:212 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[16:19], 0 offset:216 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[16:19], 0 offset:220 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[16:19], 0 offset:224 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[16:19], 0 offset:228 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[16:19], 0 offset:232 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[16:19], 0 offset:236 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[16:19], 0 offset:240 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[16:19], 0 offset:244 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[16:19], 0 offset:248 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v19, off, s[16:19], 0 offset:252 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v20, off, s[16:19], 0 offset:256 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v21, off, s[16:19], 0 offset:260 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v22, off, s[16:19], 0 offset:264 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v23, off, s[16:19], 0 offset:268 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v24, off, s[16:19], 0 offset:272 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v25, off, s[16:19], 0 offset:276 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v26, off, s[16:19], 0 offset:280 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v27, off, s[16:19], 0 offset:284 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v28, off, s[16:19], 0 offset:288 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v29, off, s[16:19], 0 offset:292 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v30, off, s[16:19], 0 offset:296 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v31, off, s[16:19], 0 offset:300 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v32, off, s[16:19], 0 offset:304 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v33, off, s[16:19], 0 offset:308 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v34, off, s[16:19], 0 offset:312 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v35, off, s[16:19], 0 offset:316 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v36, off, s[16:19], 0 offset:320 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v37, off, s[16:19], 0 offset:324 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[16:19], 0 offset:328 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[16:19], 0 offset:332 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v126, off, s[16:19], 0 offset:336 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v127, off, s[16:19], 0 offset:340 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v124, off, s[16:19], 0 offset:344 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v125, off, s[16:19], 0 offset:348 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v122, off, s[16:19], 0 offset:352 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v123, off, s[16:19], 0 offset:356 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v120, off, s[16:19], 0 offset:360 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v121, off, s[16:19], 0 offset:364 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v118, off, s[16:19], 0 offset:368 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v119, off, s[16:19], 0 offset:372 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v116, off, s[16:19], 0 offset:376 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v117, off, s[16:19], 0 offset:380 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v114, off, s[16:19], 0 offset:384 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v115, off, s[16:19], 0 offset:388 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v112, off, s[16:19], 0 offset:392 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v113, off, s[16:19], 0 offset:396 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v110, off, s[16:19], 0 offset:400 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v111, off, s[16:19], 0 offset:404 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v108, off, s[16:19], 0 offset:408 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v109, off, s[16:19], 0 offset:412 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v106, off, s[16:19], 0 offset:416 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v107, off, s[16:19], 0 offset:420 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v104, off, s[16:19], 0 offset:424 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v105, off, s[16:19], 0 offset:428 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v102, off, s[16:19], 0 offset:432 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v103, off, s[16:19], 0 offset:436 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v100, off, s[16:19], 0 offset:440 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v101, off, s[16:19], 0 offset:444 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v98, off, s[16:19], 0 offset:448 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v99, off, s[16:19], 0 offset:452 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v96, off, s[16:19], 0 offset:456 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v97, off, s[16:19], 0 offset:460 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v94, off, s[16:19], 0 offset:464 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v95, off, s[16:19], 0 offset:468 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v92, off, s[16:19], 0 offset:472 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v93, off, s[16:19], 0 offset:476 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	s_and_b32 s7, s7, 0xffff
	s_mul_i32 s12, s8, s7
	s_sub_i32 s9, s9, s12
	s_min_u32 s7, s9, s7
	s_mul_i32 s7, s7, s8
	v_add_u32_e32 v38, s7, v42
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	buffer_store_dword v40, off, s[16:19], 0 offset:4 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v41, off, s[16:19], 0 offset:8 ; 4-byte Folded Spill
	buffer_load_dword v10, off, s[16:19], 0 offset:180 ; 4-byte Folded Reload
	s_add_i32 s11, s11, -1
	s_cmp_eq_u32 s11, 0
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v10, v38, v10
	v_mad_u64_u32 v[40:41], s[12:13], s6, v10, v[38:39]
	v_not_b32_e32 v10, v10
	v_cmp_le_u32_e32 vcc, s10, v40
	v_mad_u64_u32 v[42:43], s[12:13], s10, v10, v[38:39]
	v_cndmask_b32_e32 v10, v40, v42, vcc
	v_cmp_le_u32_e32 vcc, s10, v10
	v_subrev_u32_e32 v39, s10, v10
	v_cndmask_b32_e32 v10, v10, v39, vcc
	v_lshlrev_b64 v[40:41], 2, v[10:11]
	v_add_co_u32_e32 v40, vcc, s2, v40
	v_mov_b32_e32 v10, s3
	v_addc_co_u32_e32 v41, vcc, v10, v41, vcc
	global_load_dword v10, v[40:41], off
	v_mov_b32_e32 v40, v47
	v_mov_b32_e32 v41, v44
	v_add_u32_e32 v38, 1, v38
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[44:45], v[44:45], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v49
	v_mov_b32_e32 v41, v46
	v_pk_fma_f32 v[46:47], v[46:47], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	buffer_store_dword v46, off, s[16:19], 0 offset:172 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v47, off, s[16:19], 0 offset:176 ; 4-byte Folded Spill
	v_mov_b32_e32 v40, v51
	v_mov_b32_e32 v41, v48
	v_pk_fma_f32 v[46:47], v[48:49], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v53
	v_mov_b32_e32 v41, v50
	v_pk_fma_f32 v[50:51], v[50:51], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v55
	v_mov_b32_e32 v41, v52
	v_pk_fma_f32 v[52:53], v[52:53], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v57
	v_mov_b32_e32 v41, v54
	v_pk_fma_f32 v[54:55], v[54:55], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v59
	v_mov_b32_e32 v41, v56
	v_pk_fma_f32 v[56:57], v[56:57], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v61
	v_mov_b32_e32 v41, v58
	v_pk_fma_f32 v[58:59], v[58:59], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v63
	v_mov_b32_e32 v41, v60
	v_pk_fma_f32 v[60:61], v[60:61], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v65
	v_mov_b32_e32 v41, v62
	v_pk_fma_f32 v[62:63], v[62:63], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v67
	v_mov_b32_e32 v41, v64
	v_pk_fma_f32 v[64:65], v[64:65], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v69
	v_mov_b32_e32 v41, v66
	v_pk_fma_f32 v[66:67], v[66:67], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v71
	v_mov_b32_e32 v41, v68
	v_pk_fma_f32 v[68:69], v[68:69], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v73
	v_mov_b32_e32 v41, v70
	v_pk_fma_f32 v[70:71], v[70:71], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v75
	v_mov_b32_e32 v41, v72
	v_pk_fma_f32 v[72:73], v[72:73], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v77
	v_mov_b32_e32 v41, v74
	v_pk_fma_f32 v[74:75], v[74:75], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v79
	v_mov_b32_e32 v41, v76
	v_pk_fma_f32 v[76:77], v[76:77], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v85
	v_mov_b32_e32 v41, v78
	v_pk_fma_f32 v[78:79], v[78:79], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v81
	v_mov_b32_e32 v41, v84
	v_pk_fma_f32 v[84:85], v[84:85], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v83
	v_mov_b32_e32 v41, v80
	v_pk_fma_f32 v[80:81], v[80:81], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	buffer_store_dword v80, off, s[16:19], 0 offset:164 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v81, off, s[16:19], 0 offset:168 ; 4-byte Folded Spill
	buffer_load_dword v80, off, s[16:19], 0 offset:156 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v81, off, s[16:19], 0 offset:160 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v42, off, s[16:19], 0 offset:140 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v43, off, s[16:19], 0 offset:144 ; 4-byte Folded Reload
	v_mov_b32_e32 v40, v87
	v_mov_b32_e32 v41, v82
	v_pk_fma_f32 v[82:83], v[82:83], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v89
	v_mov_b32_e32 v41, v86
	v_pk_fma_f32 v[86:87], v[86:87], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v91
	v_mov_b32_e32 v41, v88
	v_pk_fma_f32 v[88:89], v[88:89], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v41, v90
	v_pk_mov_b32 v[48:49], v[50:51], v[50:51] op_sel:[0,1]
	v_pk_mov_b32 v[50:51], v[52:53], v[52:53] op_sel:[0,1]
	v_pk_mov_b32 v[52:53], v[54:55], v[54:55] op_sel:[0,1]
	v_pk_mov_b32 v[54:55], v[56:57], v[56:57] op_sel:[0,1]
	v_pk_mov_b32 v[56:57], v[58:59], v[58:59] op_sel:[0,1]
	v_pk_mov_b32 v[58:59], v[60:61], v[60:61] op_sel:[0,1]
	v_pk_mov_b32 v[60:61], v[62:63], v[62:63] op_sel:[0,1]
	v_pk_mov_b32 v[62:63], v[64:65], v[64:65] op_sel:[0,1]
	v_pk_mov_b32 v[64:65], v[66:67], v[66:67] op_sel:[0,1]
	v_pk_mov_b32 v[66:67], v[68:69], v[68:69] op_sel:[0,1]
	v_pk_mov_b32 v[68:69], v[70:71], v[70:71] op_sel:[0,1]
	v_pk_mov_b32 v[70:71], v[72:73], v[72:73] op_sel:[0,1]
	v_pk_mov_b32 v[72:73], v[74:75], v[74:75] op_sel:[0,1]
	v_pk_mov_b32 v[74:75], v[76:77], v[76:77] op_sel:[0,1]
	v_pk_mov_b32 v[76:77], v[78:79], v[78:79] op_sel:[0,1]
	v_pk_mov_b32 v[78:79], v[84:85], v[84:85] op_sel:[0,1]
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v40, v81
	v_pk_fma_f32 v[90:91], v[90:91], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v40, v43
	v_mov_b32_e32 v41, v80
	v_pk_fma_f32 v[80:81], v[80:81], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	buffer_store_dword v80, off, s[16:19], 0 offset:156 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v81, off, s[16:19], 0 offset:160 ; 4-byte Folded Spill
	buffer_load_dword v80, off, s[16:19], 0 offset:148 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v81, off, s[16:19], 0 offset:152 ; 4-byte Folded Reload
	v_mov_b32_e32 v41, v42
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v40, v81
	v_pk_fma_f32 v[42:43], v[42:43], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	buffer_store_dword v42, off, s[16:19], 0 offset:140 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v43, off, s[16:19], 0 offset:144 ; 4-byte Folded Spill
	buffer_load_dword v42, off, s[16:19], 0 offset:124 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v43, off, s[16:19], 0 offset:128 ; 4-byte Folded Reload
	v_mov_b32_e32 v41, v80
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v40, v43
	v_pk_fma_f32 v[80:81], v[80:81], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	buffer_store_dword v80, off, s[16:19], 0 offset:148 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v81, off, s[16:19], 0 offset:152 ; 4-byte Folded Spill
	buffer_load_dword v80, off, s[16:19], 0 offset:132 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v81, off, s[16:19], 0 offset:136 ; 4-byte Folded Reload
	v_mov_b32_e32 v41, v42
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v40, v81
	v_pk_fma_f32 v[42:43], v[42:43], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	buffer_store_dword v42, off, s[16:19], 0 offset:124 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v43, off, s[16:19], 0 offset:128 ; 4-byte Folded Spill
	buffer_load_dword v42, off, s[16:19], 0 offset:108 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v43, off, s[16:19], 0 offset:112 ; 4-byte Folded Reload
	v_mov_b32_e32 v41, v80
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v40, v43
	v_pk_fma_f32 v[80:81], v[80:81], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	buffer_store_dword v80, off, s[16:19], 0 offset:132 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v81, off, s[16:19], 0 offset:136 ; 4-byte Folded Spill
	buffer_load_dword v80, off, s[16:19], 0 offset:116 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v81, off, s[16:19], 0 offset:120 ; 4-byte Folded Reload
	v_mov_b32_e32 v41, v42
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v40, v81
	v_pk_fma_f32 v[42:43], v[42:43], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	buffer_store_dword v42, off, s[16:19], 0 offset:108 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v43, off, s[16:19], 0 offset:112 ; 4-byte Folded Spill
	buffer_load_dword v42, off, s[16:19], 0 offset:92 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v43, off, s[16:19], 0 offset:96 ; 4-byte Folded Reload
	v_mov_b32_e32 v41, v80
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v40, v43
	v_pk_fma_f32 v[80:81], v[80:81], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	buffer_store_dword v80, off, s[16:19], 0 offset:116 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v81, off, s[16:19], 0 offset:120 ; 4-byte Folded Spill
	buffer_load_dword v80, off, s[16:19], 0 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v81, off, s[16:19], 0 offset:104 ; 4-byte Folded Reload
	v_mov_b32_e32 v41, v42
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v40, v81
	v_pk_fma_f32 v[42:43], v[42:43], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	buffer_store_dword v42, off, s[16:19], 0 offset:92 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v43, off, s[16:19], 0 offset:96 ; 4-byte Folded Spill
	buffer_load_dword v42, off, s[16:19], 0 offset:76 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v43, off, s[16:19], 0 offset:80 ; 4-byte Folded Reload
	v_mov_b32_e32 v41, v80
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v40, v43
	v_pk_fma_f32 v[80:81], v[80:81], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	buffer_store_dword v80, off, s[16:19], 0 offset:100 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v81, off, s[16:19], 0 offset:104 ; 4-byte Folded Spill
	buffer_load_dword v80, off, s[16:19], 0 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v81, off, s[16:19], 0 offset:88 ; 4-byte Folded Reload
	v_mov_b32_e32 v41, v42
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v40, v81
	v_pk_fma_f32 v[42:43], v[42:43], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	buffer_store_dword v42, off, s[16:19], 0 offset:76 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v43, off, s[16:19], 0 offset:80 ; 4-byte Folded Spill
	buffer_load_dword v42, off, s[16:19], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v43, off, s[16:19], 0 offset:64 ; 4-byte Folded Reload
	v_mov_b32_e32 v41, v80
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v40, v43
	v_pk_fma_f32 v[80:81], v[80:81], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	buffer_store_dword v80, off, s[16:19], 0 offset:84 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v81, off, s[16:19], 0 offset:88 ; 4-byte Folded Spill
	buffer_load_dword v80, off, s[16:19], 0 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v81, off, s[16:19], 0 offset:72 ; 4-byte Folded Reload
	v_mov_b32_e32 v41, v42
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v40, v81
	v_pk_fma_f32 v[42:43], v[42:43], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	buffer_store_dword v42, off, s[16:19], 0 offset:60 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v43, off, s[16:19], 0 offset:64 ; 4-byte Folded Spill
	buffer_load_dword v42, off, s[16:19], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v43, off, s[16:19], 0 offset:40 ; 4-byte Folded Reload
	v_mov_b32_e32 v41, v80
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v40, v43
	v_pk_fma_f32 v[80:81], v[80:81], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	buffer_store_dword v80, off, s[16:19], 0 offset:68 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v81, off, s[16:19], 0 offset:72 ; 4-byte Folded Spill
	buffer_load_dword v84, off, s[16:19], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v85, off, s[16:19], 0 offset:48 ; 4-byte Folded Reload
	v_mov_b32_e32 v41, v42
	v_pk_mov_b32 v[80:81], v[82:83], v[82:83] op_sel:[0,1]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v40, v85
	v_pk_fma_f32 v[42:43], v[42:43], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	buffer_store_dword v42, off, s[16:19], 0 offset:36 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v43, off, s[16:19], 0 offset:40 ; 4-byte Folded Spill
	buffer_load_dword v42, off, s[16:19], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v43, off, s[16:19], 0 offset:24 ; 4-byte Folded Reload
	v_mov_b32_e32 v41, v84
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v40, v43
	v_pk_fma_f32 v[84:85], v[84:85], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	buffer_store_dword v84, off, s[16:19], 0 offset:44 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v85, off, s[16:19], 0 offset:48 ; 4-byte Folded Spill
	v_pk_mov_b32 v[84:85], v[86:87], v[86:87] op_sel:[0,1]
	v_pk_mov_b32 v[86:87], v[88:89], v[88:89] op_sel:[0,1]
	v_pk_mov_b32 v[88:89], v[90:91], v[90:91] op_sel:[0,1]
	buffer_load_dword v90, off, s[16:19], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v91, off, s[16:19], 0 offset:32 ; 4-byte Folded Reload
	v_mov_b32_e32 v41, v42
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v40, v91
	v_pk_fma_f32 v[42:43], v[42:43], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	buffer_store_dword v42, off, s[16:19], 0 offset:20 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v43, off, s[16:19], 0 offset:24 ; 4-byte Folded Spill
	buffer_load_dword v82, off, s[16:19], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v83, off, s[16:19], 0 offset:56 ; 4-byte Folded Reload
	v_mov_b32_e32 v41, v90
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v40, v83
	v_pk_fma_f32 v[90:91], v[90:91], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	buffer_store_dword v90, off, s[16:19], 0 offset:28 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v91, off, s[16:19], 0 offset:32 ; 4-byte Folded Spill
	v_pk_mov_b32 v[90:91], v[88:89], v[88:89] op_sel:[0,1]
	v_pk_mov_b32 v[88:89], v[86:87], v[86:87] op_sel:[0,1]
	v_pk_mov_b32 v[86:87], v[84:85], v[84:85] op_sel:[0,1]
	v_pk_mov_b32 v[84:85], v[78:79], v[78:79] op_sel:[0,1]
	v_pk_mov_b32 v[78:79], v[76:77], v[76:77] op_sel:[0,1]
	v_pk_mov_b32 v[76:77], v[74:75], v[74:75] op_sel:[0,1]
	v_pk_mov_b32 v[74:75], v[72:73], v[72:73] op_sel:[0,1]
	v_pk_mov_b32 v[72:73], v[70:71], v[70:71] op_sel:[0,1]
	v_pk_mov_b32 v[70:71], v[68:69], v[68:69] op_sel:[0,1]
	v_pk_mov_b32 v[68:69], v[66:67], v[66:67] op_sel:[0,1]
	v_pk_mov_b32 v[66:67], v[64:65], v[64:65] op_sel:[0,1]
	v_pk_mov_b32 v[64:65], v[62:63], v[62:63] op_sel:[0,1]
	v_pk_mov_b32 v[62:63], v[60:61], v[60:61] op_sel:[0,1]
	v_pk_mov_b32 v[60:61], v[58:59], v[58:59] op_sel:[0,1]
	v_pk_mov_b32 v[58:59], v[56:57], v[56:57] op_sel:[0,1]
	v_pk_mov_b32 v[56:57], v[54:55], v[54:55] op_sel:[0,1]
	v_pk_mov_b32 v[54:55], v[52:53], v[52:53] op_sel:[0,1]
	v_pk_mov_b32 v[52:53], v[50:51], v[50:51] op_sel:[0,1]
	v_pk_mov_b32 v[50:51], v[48:49], v[48:49] op_sel:[0,1]
	v_pk_mov_b32 v[48:49], v[46:47], v[46:47] op_sel:[0,1]
	buffer_load_dword v46, off, s[16:19], 0 offset:172 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v47, off, s[16:19], 0 offset:176 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v42, off, s[16:19], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v43, off, s[16:19], 0 offset:16 ; 4-byte Folded Reload
	v_mov_b32_e32 v41, v82
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v40, v43
	v_pk_fma_f32 v[82:83], v[82:83], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v1
	v_mov_b32_e32 v41, v42
	v_pk_fma_f32 v[42:43], v[42:43], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v5
	v_mov_b32_e32 v41, v0
	v_pk_fma_f32 v[0:1], v[0:1], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v7
	v_mov_b32_e32 v41, v4
	v_pk_fma_f32 v[4:5], v[4:5], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v9
	v_mov_b32_e32 v41, v6
	v_pk_fma_f32 v[6:7], v[6:7], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v13
	v_mov_b32_e32 v41, v8
	v_pk_fma_f32 v[8:9], v[8:9], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v15
	v_mov_b32_e32 v41, v12
	v_pk_fma_f32 v[12:13], v[12:13], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v17
	v_mov_b32_e32 v41, v14
	v_pk_fma_f32 v[14:15], v[14:15], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v19
	v_mov_b32_e32 v41, v16
	v_pk_fma_f32 v[16:17], v[16:17], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v21
	v_mov_b32_e32 v41, v18
	v_pk_fma_f32 v[18:19], v[18:19], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v23
	v_mov_b32_e32 v41, v20
	v_pk_fma_f32 v[20:21], v[20:21], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v25
	v_mov_b32_e32 v41, v22
	v_pk_fma_f32 v[22:23], v[22:23], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v27
	v_mov_b32_e32 v41, v24
	v_pk_fma_f32 v[24:25], v[24:25], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v29
	v_mov_b32_e32 v41, v26
	v_pk_fma_f32 v[26:27], v[26:27], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v31
	v_mov_b32_e32 v41, v28
	v_pk_fma_f32 v[28:29], v[28:29], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v33
	v_mov_b32_e32 v41, v30
	v_pk_fma_f32 v[30:31], v[30:31], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v35
	v_mov_b32_e32 v41, v32
	v_pk_fma_f32 v[32:33], v[32:33], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v37
	v_mov_b32_e32 v41, v34
	v_pk_fma_f32 v[34:35], v[34:35], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v3
	v_mov_b32_e32 v41, v36
	v_pk_fma_f32 v[36:37], v[36:37], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v127
	v_mov_b32_e32 v41, v2
	v_pk_fma_f32 v[2:3], v[2:3], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v125
	v_mov_b32_e32 v41, v126
	v_pk_fma_f32 v[126:127], v[126:127], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v123
	v_mov_b32_e32 v41, v124
	v_pk_fma_f32 v[124:125], v[124:125], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v121
	v_mov_b32_e32 v41, v122
	v_pk_fma_f32 v[122:123], v[122:123], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v119
	v_mov_b32_e32 v41, v120
	v_pk_fma_f32 v[120:121], v[120:121], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v117
	v_mov_b32_e32 v41, v118
	v_pk_fma_f32 v[118:119], v[118:119], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v115
	v_mov_b32_e32 v41, v116
	v_pk_fma_f32 v[116:117], v[116:117], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v113
	v_mov_b32_e32 v41, v114
	v_pk_fma_f32 v[114:115], v[114:115], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v111
	v_mov_b32_e32 v41, v112
	v_pk_fma_f32 v[112:113], v[112:113], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v109
	v_mov_b32_e32 v41, v110
	v_pk_fma_f32 v[110:111], v[110:111], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v107
	v_mov_b32_e32 v41, v108
	v_pk_fma_f32 v[108:109], v[108:109], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v105
	v_mov_b32_e32 v41, v106
	v_pk_fma_f32 v[106:107], v[106:107], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v103
	v_mov_b32_e32 v41, v104
	v_pk_fma_f32 v[104:105], v[104:105], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v101
	v_mov_b32_e32 v41, v102
	v_pk_fma_f32 v[102:103], v[102:103], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v99
	v_mov_b32_e32 v41, v100
	v_pk_fma_f32 v[100:101], v[100:101], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v97
	v_mov_b32_e32 v41, v98
	buffer_store_dword v82, off, s[16:19], 0 offset:52 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v83, off, s[16:19], 0 offset:56 ; 4-byte Folded Spill
	v_pk_fma_f32 v[98:99], v[98:99], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v95
	v_mov_b32_e32 v41, v96
	v_pk_mov_b32 v[82:83], v[80:81], v[80:81] op_sel:[0,1]
	buffer_load_dword v80, off, s[16:19], 0 offset:164 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v81, off, s[16:19], 0 offset:168 ; 4-byte Folded Reload
	s_nop 0
	buffer_store_dword v42, off, s[16:19], 0 offset:12 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v43, off, s[16:19], 0 offset:16 ; 4-byte Folded Spill
	v_pk_fma_f32 v[96:97], v[96:97], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v93
	v_mov_b32_e32 v41, v94
	v_pk_fma_f32 v[94:95], v[94:95], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	buffer_load_dword v40, off, s[16:19], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v41, off, s[16:19], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v42, off, s[16:19], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v43, off, s[16:19], 0 offset:8 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v40, v41
	v_mov_b32_e32 v41, v92
	v_pk_fma_f32 v[92:93], v[92:93], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v41, v42
	buffer_load_dword v42, off, s[16:19], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v43, off, s[16:19], 0 offset:8 ; 4-byte Folded Reload
	v_mov_b32_e32 v40, v45
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[42:43], v[42:43], v[10:11], v[40:41] op_sel_hi:[1,0,1]
	buffer_store_dword v42, off, s[16:19], 0 offset:4 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v43, off, s[16:19], 0 offset:8 ; 4-byte Folded Spill
	buffer_load_dword v40, off, s[16:19], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v41, off, s[16:19], 0 offset:8 ; 4-byte Folded Reload
	s_cbranch_scc0 .LBB0_2
; %bb.3:                                ; %Flow
	buffer_store_dword v92, off, s[16:19], 0 offset:472 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v93, off, s[16:19], 0 offset:476 ; 4-byte Folded Spill
	buffer_store_dword v94, off, s[16:19], 0 offset:464 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v95, off, s[16:19], 0 offset:468 ; 4-byte Folded Spill
	buffer_store_dword v96, off, s[16:19], 0 offset:456 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v97, off, s[16:19], 0 offset:460 ; 4-byte Folded Spill
	buffer_store_dword v98, off, s[16:19], 0 offset:448 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v99, off, s[16:19], 0 offset:452 ; 4-byte Folded Spill
	buffer_store_dword v100, off, s[16:19], 0 offset:440 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v101, off, s[16:19], 0 offset:444 ; 4-byte Folded Spill
	buffer_store_dword v102, off, s[16:19], 0 offset:432 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v103, off, s[16:19], 0 offset:436 ; 4-byte Folded Spill
	buffer_store_dword v104, off, s[16:19], 0 offset:424 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v105, off, s[16:19], 0 offset:428 ; 4-byte Folded Spill
	buffer_store_dword v106, off, s[16:19], 0 offset:416 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v107, off, s[16:19], 0 offset:420 ; 4-byte Folded Spill
	buffer_store_dword v108, off, s[16:19], 0 offset:408 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v109, off, s[16:19], 0 offset:412 ; 4-byte Folded Spill
	buffer_store_dword v110, off, s[16:19], 0 offset:400 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v111, off, s[16:19], 0 offset:404 ; 4-byte Folded Spill
	buffer_store_dword v112, off, s[16:19], 0 offset:392 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v113, off, s[16:19], 0 offset:396 ; 4-byte Folded Spill
	buffer_store_dword v114, off, s[16:19], 0 offset:384 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v115, off, s[16:19], 0 offset:388 ; 4-byte Folded Spill
	buffer_store_dword v116, off, s[16:19], 0 offset:376 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v117, off, s[16:19], 0 offset:380 ; 4-byte Folded Spill
	buffer_store_dword v118, off, s[16:19], 0 offset:368 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v119, off, s[16:19], 0 offset:372 ; 4-byte Folded Spill
	buffer_store_dword v120, off, s[16:19], 0 offset:360 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v121, off, s[16:19], 0 offset:364 ; 4-byte Folded Spill
	buffer_store_dword v122, off, s[16:19], 0 offset:352 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v123, off, s[16:19], 0 offset:356 ; 4-byte Folded Spill
	buffer_store_dword v124, off, s[16:19], 0 offset:344 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v125, off, s[16:19], 0 offset:348 ; 4-byte Folded Spill
	buffer_store_dword v126, off, s[16:19], 0 offset:336 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v127, off, s[16:19], 0 offset:340 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:328 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[16:19], 0 offset:332 ; 4-byte Folded Spill
	buffer_store_dword v36, off, s[16:19], 0 offset:320 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v37, off, s[16:19], 0 offset:324 ; 4-byte Folded Spill
	buffer_store_dword v34, off, s[16:19], 0 offset:312 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v35, off, s[16:19], 0 offset:316 ; 4-byte Folded Spill
	buffer_store_dword v32, off, s[16:19], 0 offset:304 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v33, off, s[16:19], 0 offset:308 ; 4-byte Folded Spill
	buffer_store_dword v30, off, s[16:19], 0 offset:296 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v31, off, s[16:19], 0 offset:300 ; 4-byte Folded Spill
	buffer_store_dword v28, off, s[16:19], 0 offset:288 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v29, off, s[16:19], 0 offset:292 ; 4-byte Folded Spill
	buffer_store_dword v26, off, s[16:19], 0 offset:280 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v27, off, s[16:19], 0 offset:284 ; 4-byte Folded Spill
	buffer_store_dword v24, off, s[16:19], 0 offset:272 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v25, off, s[16:19], 0 offset:276 ; 4-byte Folded Spill
	buffer_store_dword v22, off, s[16:19], 0 offset:264 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v23, off, s[16:19], 0 offset:268 ; 4-byte Folded Spill
	buffer_store_dword v20, off, s[16:19], 0 offset:256 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v21, off, s[16:19], 0 offset:260 ; 4-byte Folded Spill
	buffer_store_dword v18, off, s[16:19], 0 offset:248 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v19, off, s[16:19], 0 offset:252 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[16:19], 0 offset:240 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v17, off, s[16:19], 0 offset:244 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[16:19], 0 offset:232 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v15, off, s[16:19], 0 offset:236 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[16:19], 0 offset:224 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v13, off, s[16:19], 0 offset:228 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[16:19], 0 offset:216 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[16:19], 0 offset:220 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[16:19], 0 offset:208 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v7, off, s[16:19], 0 offset:212 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[16:19], 0 offset:200 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, off, s[16:19], 0 offset:204 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[16:19], 0 offset:192 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:196 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[16:19], 0 offset:184 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v45, off, s[16:19], 0 offset:188 ; 4-byte Folded Spill
	buffer_load_dword v42, off, s[16:19], 0 offset:480 ; 4-byte Folded Reload
	v_pk_mov_b32 v[44:45], v[46:47], v[46:47] op_sel:[0,1]
	v_pk_mov_b32 v[46:47], v[48:49], v[48:49] op_sel:[0,1]
	v_pk_mov_b32 v[48:49], v[50:51], v[50:51] op_sel:[0,1]
	v_pk_mov_b32 v[50:51], v[52:53], v[52:53] op_sel:[0,1]
	v_pk_mov_b32 v[52:53], v[54:55], v[54:55] op_sel:[0,1]
	v_pk_mov_b32 v[54:55], v[56:57], v[56:57] op_sel:[0,1]
	v_pk_mov_b32 v[56:57], v[58:59], v[58:59] op_sel:[0,1]
	v_pk_mov_b32 v[58:59], v[60:61], v[60:61] op_sel:[0,1]
	v_pk_mov_b32 v[60:61], v[62:63], v[62:63] op_sel:[0,1]
	v_pk_mov_b32 v[62:63], v[64:65], v[64:65] op_sel:[0,1]
	v_pk_mov_b32 v[64:65], v[66:67], v[66:67] op_sel:[0,1]
	v_pk_mov_b32 v[66:67], v[68:69], v[68:69] op_sel:[0,1]
	v_pk_mov_b32 v[68:69], v[70:71], v[70:71] op_sel:[0,1]
	v_pk_mov_b32 v[70:71], v[72:73], v[72:73] op_sel:[0,1]
	v_pk_mov_b32 v[72:73], v[74:75], v[74:75] op_sel:[0,1]
	v_pk_mov_b32 v[74:75], v[76:77], v[76:77] op_sel:[0,1]
	v_pk_mov_b32 v[76:77], v[78:79], v[78:79] op_sel:[0,1]
	v_pk_mov_b32 v[78:79], v[84:85], v[84:85] op_sel:[0,1]
	v_pk_mov_b32 v[84:85], v[86:87], v[86:87] op_sel:[0,1]
	v_pk_mov_b32 v[86:87], v[88:89], v[88:89] op_sel:[0,1]
	v_pk_mov_b32 v[88:89], v[90:91], v[90:91] op_sel:[0,1]
	buffer_load_dword v90, off, s[16:19], 0 offset:156 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v91, off, s[16:19], 0 offset:160 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v92, off, s[16:19], 0 offset:140 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v93, off, s[16:19], 0 offset:144 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v94, off, s[16:19], 0 offset:148 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v95, off, s[16:19], 0 offset:152 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v96, off, s[16:19], 0 offset:124 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v97, off, s[16:19], 0 offset:128 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v98, off, s[16:19], 0 offset:132 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v99, off, s[16:19], 0 offset:136 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v100, off, s[16:19], 0 offset:108 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v101, off, s[16:19], 0 offset:112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v102, off, s[16:19], 0 offset:116 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v103, off, s[16:19], 0 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v104, off, s[16:19], 0 offset:92 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v105, off, s[16:19], 0 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v106, off, s[16:19], 0 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v107, off, s[16:19], 0 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v108, off, s[16:19], 0 offset:76 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v109, off, s[16:19], 0 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v110, off, s[16:19], 0 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v111, off, s[16:19], 0 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v112, off, s[16:19], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v113, off, s[16:19], 0 offset:64 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v114, off, s[16:19], 0 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v115, off, s[16:19], 0 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v116, off, s[16:19], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v117, off, s[16:19], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v118, off, s[16:19], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v119, off, s[16:19], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v120, off, s[16:19], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v121, off, s[16:19], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v122, off, s[16:19], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v123, off, s[16:19], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v124, off, s[16:19], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v125, off, s[16:19], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v126, off, s[16:19], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v127, off, s[16:19], 0 offset:16 ; 4-byte Folded Reload
	s_branch .LBB0_5
.LBB0_4:
	s_waitcnt vmcnt(0)
	buffer_store_dword v40, off, s[16:19], 0 offset:4 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v41, off, s[16:19], 0 offset:8 ; 4-byte Folded Spill
.LBB0_5:                                ; %Flow1239
	buffer_load_dword v38, off, s[16:19], 0 offset:184 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v39, off, s[16:19], 0 offset:188 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v0, off, s[16:19], 0 offset:192 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[16:19], 0 offset:196 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[16:19], 0 offset:200 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[16:19], 0 offset:204 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[16:19], 0 offset:208 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[16:19], 0 offset:212 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[16:19], 0 offset:216 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[16:19], 0 offset:220 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[16:19], 0 offset:224 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[16:19], 0 offset:228 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[16:19], 0 offset:232 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[16:19], 0 offset:236 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[16:19], 0 offset:240 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[16:19], 0 offset:244 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[16:19], 0 offset:248 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[16:19], 0 offset:252 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[16:19], 0 offset:256 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v19, off, s[16:19], 0 offset:260 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v20, off, s[16:19], 0 offset:264 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v21, off, s[16:19], 0 offset:268 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v22, off, s[16:19], 0 offset:272 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v23, off, s[16:19], 0 offset:276 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v24, off, s[16:19], 0 offset:280 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v25, off, s[16:19], 0 offset:284 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v26, off, s[16:19], 0 offset:288 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v27, off, s[16:19], 0 offset:292 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v28, off, s[16:19], 0 offset:296 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v29, off, s[16:19], 0 offset:300 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v30, off, s[16:19], 0 offset:304 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v31, off, s[16:19], 0 offset:308 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v32, off, s[16:19], 0 offset:312 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v33, off, s[16:19], 0 offset:316 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v34, off, s[16:19], 0 offset:320 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v35, off, s[16:19], 0 offset:324 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v36, off, s[16:19], 0 offset:328 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v37, off, s[16:19], 0 offset:332 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v40, off, s[16:19], 0 offset:336 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v41, off, s[16:19], 0 offset:340 ; 4-byte Folded Reload
                                        ; kill: killed $sgpr4_sgpr5
	s_waitcnt vmcnt(38)
	v_add_f32_e32 v10, 0, v39
	v_fmac_f32_e32 v10, 2.0, v38
	v_fmac_f32_e32 v10, 0x40400000, v45
	v_fmac_f32_e32 v10, 4.0, v44
	v_fmac_f32_e32 v10, 0x40a00000, v47
	v_fmac_f32_e32 v10, 0x40c00000, v46
	v_fmac_f32_e32 v10, 0x40e00000, v49
	v_fmac_f32_e32 v10, 0x41000000, v48
	v_fmac_f32_e32 v10, 0x41100000, v51
	v_fmac_f32_e32 v10, 0x41200000, v50
	v_fmac_f32_e32 v10, 0x41300000, v53
	v_fmac_f32_e32 v10, 0x41400000, v52
	v_fmac_f32_e32 v10, 0x41500000, v55
	v_fmac_f32_e32 v10, 0x41600000, v54
	v_fmac_f32_e32 v10, 0x41700000, v57
	v_fmac_f32_e32 v10, 0x41800000, v56
	v_fmac_f32_e32 v10, 0x41880000, v59
	v_fmac_f32_e32 v10, 0x41900000, v58
	v_fmac_f32_e32 v10, 0x41980000, v61
	v_fmac_f32_e32 v10, 0x41a00000, v60
	v_fmac_f32_e32 v10, 0x41a80000, v63
	v_fmac_f32_e32 v10, 0x41b00000, v62
	v_fmac_f32_e32 v10, 0x41b80000, v65
	v_fmac_f32_e32 v10, 0x41c00000, v64
	v_fmac_f32_e32 v10, 0x41c80000, v67
	v_fmac_f32_e32 v10, 0x41d00000, v66
	v_fmac_f32_e32 v10, 0x41d80000, v69
	v_fmac_f32_e32 v10, 0x41e00000, v68
	v_fmac_f32_e32 v10, 0x41e80000, v71
	v_fmac_f32_e32 v10, 0x41f00000, v70
	v_fmac_f32_e32 v10, 0x41f80000, v73
	v_fmac_f32_e32 v10, 0x42000000, v72
	v_fmac_f32_e32 v10, 0x42040000, v75
	v_fmac_f32_e32 v10, 0x42080000, v74
	v_fmac_f32_e32 v10, 0x420c0000, v77
	v_fmac_f32_e32 v10, 0x42100000, v76
	v_fmac_f32_e32 v10, 0x42140000, v79
	v_fmac_f32_e32 v10, 0x42180000, v78
	v_fmac_f32_e32 v10, 0x421c0000, v81
	v_fmac_f32_e32 v10, 0x42200000, v80
	v_fmac_f32_e32 v10, 0x42240000, v83
	v_fmac_f32_e32 v10, 0x42280000, v82
	v_fmac_f32_e32 v10, 0x422c0000, v85
	v_fmac_f32_e32 v10, 0x42300000, v84
	v_fmac_f32_e32 v10, 0x42340000, v87
	v_fmac_f32_e32 v10, 0x42380000, v86
	v_fmac_f32_e32 v10, 0x423c0000, v89
	v_fmac_f32_e32 v10, 0x42400000, v88
	v_fmac_f32_e32 v10, 0x42440000, v91
	v_fmac_f32_e32 v10, 0x42480000, v90
	v_fmac_f32_e32 v10, 0x424c0000, v93
	v_fmac_f32_e32 v10, 0x42500000, v92
	v_fmac_f32_e32 v10, 0x42540000, v95
	v_fmac_f32_e32 v10, 0x42580000, v94
	v_fmac_f32_e32 v10, 0x425c0000, v97
	v_fmac_f32_e32 v10, 0x42600000, v96
	v_fmac_f32_e32 v10, 0x42640000, v99
	v_fmac_f32_e32 v10, 0x42680000, v98
	v_fmac_f32_e32 v10, 0x426c0000, v101
	v_fmac_f32_e32 v10, 0x42700000, v100
	v_fmac_f32_e32 v10, 0x42740000, v103
	v_fmac_f32_e32 v10, 0x42780000, v102
	v_fmac_f32_e32 v10, 0x427c0000, v105
	v_fmac_f32_e32 v10, 0x42800000, v104
	v_fmac_f32_e32 v10, 0x42820000, v107
	v_fmac_f32_e32 v10, 0x42840000, v106
	v_fmac_f32_e32 v10, 0x42860000, v109
	v_fmac_f32_e32 v10, 0x42880000, v108
	v_fmac_f32_e32 v10, 0x428a0000, v111
	v_fmac_f32_e32 v10, 0x428c0000, v110
	v_fmac_f32_e32 v10, 0x428e0000, v113
	v_fmac_f32_e32 v10, 0x42900000, v112
	v_fmac_f32_e32 v10, 0x42920000, v115
	v_fmac_f32_e32 v10, 0x42940000, v114
	v_fmac_f32_e32 v10, 0x42960000, v117
	v_fmac_f32_e32 v10, 0x42980000, v116
	v_fmac_f32_e32 v10, 0x429a0000, v119
	v_fmac_f32_e32 v10, 0x429c0000, v118
	v_fmac_f32_e32 v10, 0x429e0000, v121
	v_fmac_f32_e32 v10, 0x42a00000, v120
	v_fmac_f32_e32 v10, 0x42a20000, v123
	v_fmac_f32_e32 v10, 0x42a40000, v122
	v_fmac_f32_e32 v10, 0x42a60000, v125
	v_fmac_f32_e32 v10, 0x42a80000, v124
	v_fmac_f32_e32 v10, 0x42aa0000, v127
	v_fmac_f32_e32 v10, 0x42ac0000, v126
	s_waitcnt vmcnt(36)
	v_fmac_f32_e32 v10, 0x42ae0000, v1
	v_fmac_f32_e32 v10, 0x42b00000, v0
	buffer_load_dword v0, off, s[16:19], 0 offset:344 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[16:19], 0 offset:348 ; 4-byte Folded Reload
	s_waitcnt vmcnt(36)
	v_fmac_f32_e32 v10, 0x42b20000, v3
	v_fmac_f32_e32 v10, 0x42b40000, v2
	s_waitcnt vmcnt(34)
	v_fmac_f32_e32 v10, 0x42b60000, v5
	v_fmac_f32_e32 v10, 0x42b80000, v4
	s_waitcnt vmcnt(32)
	v_fmac_f32_e32 v10, 0x42ba0000, v7
	v_fmac_f32_e32 v10, 0x42bc0000, v6
	s_waitcnt vmcnt(30)
	v_fmac_f32_e32 v10, 0x42be0000, v9
	v_fmac_f32_e32 v10, 0x42c00000, v8
	s_waitcnt vmcnt(28)
	v_fmac_f32_e32 v10, 0x42c20000, v13
	v_fmac_f32_e32 v10, 0x42c40000, v12
	s_waitcnt vmcnt(26)
	v_fmac_f32_e32 v10, 0x42c60000, v15
	v_fmac_f32_e32 v10, 0x42c80000, v14
	s_waitcnt vmcnt(24)
	v_fmac_f32_e32 v10, 0x42ca0000, v17
	v_fmac_f32_e32 v10, 0x42cc0000, v16
	s_waitcnt vmcnt(22)
	v_fmac_f32_e32 v10, 0x42ce0000, v19
	v_fmac_f32_e32 v10, 0x42d00000, v18
	s_waitcnt vmcnt(20)
	v_fmac_f32_e32 v10, 0x42d20000, v21
	v_fmac_f32_e32 v10, 0x42d40000, v20
	s_waitcnt vmcnt(18)
	v_fmac_f32_e32 v10, 0x42d60000, v23
	v_fmac_f32_e32 v10, 0x42d80000, v22
	s_waitcnt vmcnt(16)
	v_fmac_f32_e32 v10, 0x42da0000, v25
	v_fmac_f32_e32 v10, 0x42dc0000, v24
	s_waitcnt vmcnt(14)
	v_fmac_f32_e32 v10, 0x42de0000, v27
	v_fmac_f32_e32 v10, 0x42e00000, v26
	s_waitcnt vmcnt(12)
	v_fmac_f32_e32 v10, 0x42e20000, v29
	v_fmac_f32_e32 v10, 0x42e40000, v28
	s_waitcnt vmcnt(10)
	v_fmac_f32_e32 v10, 0x42e60000, v31
	v_fmac_f32_e32 v10, 0x42e80000, v30
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v10, 0x42ea0000, v33
	v_fmac_f32_e32 v10, 0x42ec0000, v32
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v10, 0x42ee0000, v35
	v_fmac_f32_e32 v10, 0x42f00000, v34
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v10, 0x42f20000, v37
	v_fmac_f32_e32 v10, 0x42f40000, v36
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v10, 0x42f60000, v41
	v_fmac_f32_e32 v10, 0x42f80000, v40
	v_mov_b32_e32 v2, s1
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v10, 0x42fa0000, v1
	v_fmac_f32_e32 v10, 0x42fc0000, v0
	buffer_load_dword v0, off, s[16:19], 0 offset:352 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[16:19], 0 offset:356 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v10, 0x42fe0000, v1
	v_fmac_f32_e32 v10, 0x43000000, v0
	buffer_load_dword v0, off, s[16:19], 0 offset:360 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[16:19], 0 offset:364 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v10, 0x43010000, v1
	v_fmac_f32_e32 v10, 0x43020000, v0
	buffer_load_dword v0, off, s[16:19], 0 offset:368 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[16:19], 0 offset:372 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v10, 0x43030000, v1
	v_fmac_f32_e32 v10, 0x43040000, v0
	buffer_load_dword v0, off, s[16:19], 0 offset:376 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[16:19], 0 offset:380 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v10, 0x43050000, v1
	v_fmac_f32_e32 v10, 0x43060000, v0
	buffer_load_dword v0, off, s[16:19], 0 offset:384 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[16:19], 0 offset:388 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v10, 0x43070000, v1
	v_fmac_f32_e32 v10, 0x43080000, v0
	buffer_load_dword v0, off, s[16:19], 0 offset:392 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[16:19], 0 offset:396 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v10, 0x43090000, v1
	v_fmac_f32_e32 v10, 0x430a0000, v0
	buffer_load_dword v0, off, s[16:19], 0 offset:400 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[16:19], 0 offset:404 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v10, 0x430b0000, v1
	v_fmac_f32_e32 v10, 0x430c0000, v0
	buffer_load_dword v0, off, s[16:19], 0 offset:408 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[16:19], 0 offset:412 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v10, 0x430d0000, v1
	v_fmac_f32_e32 v10, 0x430e0000, v0
	buffer_load_dword v0, off, s[16:19], 0 offset:416 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[16:19], 0 offset:420 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v10, 0x430f0000, v1
	v_fmac_f32_e32 v10, 0x43100000, v0
	buffer_load_dword v0, off, s[16:19], 0 offset:424 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[16:19], 0 offset:428 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v10, 0x43110000, v1
	v_fmac_f32_e32 v10, 0x43120000, v0
	buffer_load_dword v0, off, s[16:19], 0 offset:432 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[16:19], 0 offset:436 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v10, 0x43130000, v1
	v_fmac_f32_e32 v10, 0x43140000, v0
	buffer_load_dword v0, off, s[16:19], 0 offset:440 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[16:19], 0 offset:444 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v10, 0x43150000, v1
	v_fmac_f32_e32 v10, 0x43160000, v0
	buffer_load_dword v0, off, s[16:19], 0 offset:448 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[16:19], 0 offset:452 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v10, 0x43170000, v1
	v_fmac_f32_e32 v10, 0x43180000, v0
	buffer_load_dword v0, off, s[16:19], 0 offset:456 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[16:19], 0 offset:460 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v10, 0x43190000, v1
	v_fmac_f32_e32 v10, 0x431a0000, v0
	buffer_load_dword v0, off, s[16:19], 0 offset:464 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[16:19], 0 offset:468 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v10, 0x431b0000, v1
	v_fmac_f32_e32 v10, 0x431c0000, v0
	buffer_load_dword v0, off, s[16:19], 0 offset:472 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[16:19], 0 offset:476 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v10, 0x431d0000, v1
	v_fmac_f32_e32 v10, 0x431e0000, v0
	buffer_load_dword v0, off, s[16:19], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[16:19], 0 offset:8 ; 4-byte Folded Reload
	s_load_dword s2, s[4:5], 0x4
	s_load_dword s3, s[4:5], 0xc
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s4, s8, s2
	s_sub_i32 s3, s3, s4
	s_min_u32 s2, s3, s2
	s_mul_i32 s2, s2, s8
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v10, 0x431f0000, v1
	v_fmac_f32_e32 v10, 0x43200000, v0
	v_add_u32_e32 v0, s2, v42
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v10, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel _Z17many_accumulatorsPKfPfii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 484
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 128
		.amdhsa_next_free_sgpr 20
		.amdhsa_accum_offset 128
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
	.size	_Z17many_accumulatorsPKfPfii, .Lfunc_end0-_Z17many_accumulatorsPKfPfii
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 21568
; NumSgprs: 22
; NumVgprs: 128
; NumAgprs: 0
; TotalNumVgprs: 128
; ScratchSize: 484
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 128
; AccumOffset: 128
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 31
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.protected	_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE ; @_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE
	.type	_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE,@object
	.section	.rodata._ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE,#alloc
	.weak	_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE
_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE:
	.zero	1
	.size	_ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE, 1

	.protected	_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1xE ; @_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1xE
	.type	_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1xE,@object
	.section	.rodata._ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1xE,#alloc
	.weak	_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1xE
_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1xE:
	.zero	1
	.size	_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1xE, 1

	.protected	_ZN17__HIP_CoordinatesI14__HIP_BlockDimE1xE ; @_ZN17__HIP_CoordinatesI14__HIP_BlockDimE1xE
	.type	_ZN17__HIP_CoordinatesI14__HIP_BlockDimE1xE,@object
	.section	.rodata._ZN17__HIP_CoordinatesI14__HIP_BlockDimE1xE,#alloc
	.weak	_ZN17__HIP_CoordinatesI14__HIP_BlockDimE1xE
_ZN17__HIP_CoordinatesI14__HIP_BlockDimE1xE:
	.zero	1
	.size	_ZN17__HIP_CoordinatesI14__HIP_BlockDimE1xE, 1

	.ident	"Debian clang version 15.0.6"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack"
	.addrsig
	.addrsig_sym _ZN17__HIP_CoordinatesI15__HIP_ThreadIdxE1xE
	.addrsig_sym _ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1xE
	.addrsig_sym _ZN17__HIP_CoordinatesI14__HIP_BlockDimE1xE
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
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z17many_accumulatorsPKfPfii
    .private_segment_fixed_size: 484
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         _Z17many_accumulatorsPKfPfii.kd
    .uses_dynamic_stack: false
    .vgpr_count:     128
    .vgpr_spill_count: 236
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
